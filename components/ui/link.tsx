import type { ComponentProps } from 'react';

/**
 * The shop's link: a plain anchor, in server and client components alike. One listener of the root layout
 * (components/layout/link-router.tsx) opens a shop page through the App Router when it is clicked, and
 * prefetches it on the intent to open it (pointer over it, a touch, keyboard focus), not when it comes into
 * view. A plain anchor costs React nothing to hydrate where next/link was a client component with its own
 * hooks: /home had 69 of them (docs/decisions/0173-links-are-plain-anchors-one-listener-routes-them.md).
 */
export function Link(props: ComponentProps<'a'> & { href: string }) {
  return <a {...props} />;
}
