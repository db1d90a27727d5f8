import { BannerCarousel } from '@/components/ui/banner-carousel';
import { Marquee } from '@/components/ui/marquee';
import { loadBanners, loadMarquees } from '@/lib/api/loaders/site';
import styles from './product-hero.module.css';

/** Banners flagged is_product_use (1920 × 480) and the product marquee, atop the landing page and the list. */
export async function ProductHero() {
  const [banners, marquees] = await Promise.all([loadBanners('product'), loadMarquees('product')]);
  return (
    <div className={styles.hero}>
      <BannerCarousel banners={banners} label="商品輪播" ratio={4} />
      <Marquee items={marquees.map((marquee) => marquee.content)} />
    </div>
  );
}
