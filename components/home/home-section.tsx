import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import styles from './home-section.module.css';

type Props = {
  id: string;
  title: string;
  /** Small English line under the title, in the company's bilingual style. */
  subtitle?: string;
  more?: { href: string; label?: string };
  children: ReactNode;
  tone?: 'plain' | 'cream';
};

/** A home page block; the side bar pages between these (data-home-section). */
export function HomeSection({ id, title, subtitle, more, children, tone = 'plain' }: Props) {
  return (
    <section
      id={id}
      className={`${styles.section} ${tone === 'cream' ? styles.cream : ''}`}
      aria-labelledby={`${id}-title`}
      data-home-section
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
            {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
          </h2>
          {more ? (
            <Link href={more.href} className={styles.more}>
              {more.label ?? '看更多'}
              <span className="visually-hidden">{title}</span>
              <span aria-hidden="true"> →</span>
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
