import 'server-only';
import type { ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** The element that holds the markup. */
  as?: 'div' | 'nav';
  /** The static subtree, built with hastscript's `h` and `s`: escaped as it is written out. */
  tree: ElementContent | ElementContent[];
};

/** A static subtree as HTML, escaped as it is written out: for a client component's prop (the phone menu's tree). */
export function staticMarkup(tree: ElementContent | ElementContent[]): string {
  return toHtml(tree);
}

/**
 * A static subtree sent as one HTML string. React hydrates its holder as a leaf, with no fiber below it, and
 * Flight writes the markup as one text row instead of a row of nested elements, so a slow phone decodes
 * and hydrates less (docs/decisions/0174-static-subtrees-as-html-strings.md). For server-rendered parts
 * without state or client components: menus, the footer, a month grid. Its links are plain anchors that
 * the root layout's link router opens (components/layout/link-router.tsx).
 */
export function StaticHtml({ as: Holder = 'div', tree, ...attributes }: Props) {
  return <Holder {...attributes} dangerouslySetInnerHTML={{ __html: staticMarkup(tree) }} />;
}
