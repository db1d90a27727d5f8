import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The shop's link: next/link's client-side navigation, without prefetching its page when it comes into
 * view. The page is prefetched when the visitor shows the intent to open it instead (pointer over it, a
 * touch, keyboard focus: components/layout/prefetch-on-intent.tsx). On a slow phone the viewport's
 * prefetches, every visible link's payload and the pictures it preloads, were the largest part of the
 * main thread's work after hydration (docs/decisions/0161-links-prefetch-on-intent.md). Works in server
 * and client components alike.
 */
export function Link(props: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  return <NextLink {...props} prefetch={false} />;
}
