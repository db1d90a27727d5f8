import { Link } from '@/components/ui/link';
import type { MenuEntry } from '@/lib/routes/menu';

type Classes = { list: string; item?: string; top: string; children: string; child: string };

type Props = {
  menu: MenuEntry[];
  /** The calling menu's own classes. */
  classes: Classes;
  /** Called when a link is followed (the phone's menu closes). */
  onNavigate?: () => void;
};

/** The sections of the site menu as a list, each with its children's list: the desktop and the phone menus alike. */
export function MenuTree({ menu, classes, onNavigate }: Props) {
  return (
    <ul className={classes.list}>
      {menu.map((entry) => (
        <li key={entry.href} className={classes.item}>
          <Link href={entry.href} className={classes.top} onClick={onNavigate}>
            {entry.label}
          </Link>
          {entry.children.length > 0 ? (
            <ul className={classes.children}>
              {entry.children.map((child) => (
                <li key={child.href}>
                  <Link href={child.href} className={classes.child} onClick={onNavigate}>
                    {child.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
