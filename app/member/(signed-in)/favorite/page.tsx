import type { Metadata } from 'next';
import { FavoritesView } from '@/components/favorites/favorites-view';
import styles from '@/components/ui/panel.module.css';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '我的最愛', path: '/member/favorite', noindex: true });
}

/** /member/favorite (spec-coverage “Member area: favourites and cart step 1”): the member's favourites, read in the browser through the BFF. */
export default function FavoritePage() {
  return (
    <section className={styles.card} aria-labelledby="favorites-title">
      <h1 id="favorites-title" className={styles.title}>
        我的最愛
      </h1>
      <FavoritesView />
    </section>
  );
}
