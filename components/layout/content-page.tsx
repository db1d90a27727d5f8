import { OptimizedImage } from '@/components/ui/optimized-image';
import type { ReactNode } from 'react';
import { FontSizeControl } from '@/components/ui/font-size-control';
import { FontSizeScope } from '@/components/ui/font-size-scope';
import styles from './content-page.module.css';

export type ContentPageProps = {
  title: ReactNode;
  /** Optional banner above the title: a URL (storageUrl(path) for API images) and its alt text. */
  banner?: { src: string; alt: string } | null;
  /** The heading level of the title: h1 by default; h2 when a section shell already shows the h1. */
  headingLevel?: 1 | 2;
  /** Shows the font-size buttons (medium screens up). On by default. */
  fontSizeControl?: boolean;
  /** Extra content beside the title (e.g. a date). */
  aside?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of a content page (spec-coverage “Public site: sound and news”): optional banner image, title, font-size plus / minus
 * buttons, and the body, whose text follows the chosen size. Renders complete HTML on the server;
 * only the font-size state is client-side.
 */
export function ContentPage({
  title,
  banner,
  headingLevel = 1,
  fontSizeControl = true,
  aside,
  children,
}: ContentPageProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <FontSizeScope className={styles.page}>
      {banner ? (
        <div className={styles.banner}>
          <OptimizedImage
            src={banner.src}
            alt={banner.alt}
            fill
            sizes="(min-width: 1200px) 1200px, 100vw"
            className={styles.bannerImage}
            preload
          />
        </div>
      ) : null}
      <div className={styles.header}>
        <Heading className={styles.title}>{title}</Heading>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
        {fontSizeControl ? <FontSizeControl className={styles.fontSize} /> : null}
      </div>
      <div className={styles.body}>{children}</div>
    </FontSizeScope>
  );
}
