import { h } from 'hastscript';
import type { Element } from 'hast';
import type { MenuEntry } from '@/lib/routes/menu';

type Classes = { list: string; item?: string; top: string; children: string; child: string };

/**
 * The sections of the site menu as a list, each with its children's list, for the desktop and the phone
 * menus alike (each with its own classes), written out as HTML (components/ui/static-html.tsx): its links
 * are plain anchors that the link router opens.
 */
export function menuTree(menu: MenuEntry[], classes: Classes): Element {
  return h(
    'ul',
    { className: classes.list },
    menu.map((entry) =>
      h('li', { className: classes.item }, [
        h('a', { href: entry.href, className: classes.top }, entry.label),
        entry.children.length > 0
          ? h(
              'ul',
              { className: classes.children },
              entry.children.map((child) =>
                h('li', h('a', { href: child.href, className: classes.child }, child.label)),
              ),
            )
          : null,
      ]),
    ),
  );
}
