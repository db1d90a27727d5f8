import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import styles from './section-block.module.css';

/** One block of a section landing page (/news, /sound): a heading, its content and a link to the rest. */
export function SectionBlock({
  title,
  href,
  more = '看更多',
  children,
}: {
  title: string;
  href: string;
  more?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.block} aria-label={title}>
      <div className={styles.head}>
        <h2 className={styles.title}>
          <Link href={href}>{title}</Link>
        </h2>
        <Link href={href} className={styles.more}>
          {more}
          <span className="visually-hidden">：{title}</span>
        </Link>
      </div>
      {children}
    </section>
  );
}
