import { OptimizedImage } from '@/components/ui/optimized-image';
import { Link } from '@/components/ui/link';
import type { Announcement } from '@/lib/contract/types';
import { storageUrl } from '@/lib/api/storage';
import { Carousel } from '@/components/ui/carousel';
import styles from './promotion-carousel.module.css';

/** Up to eight promotions (news): 4 per view, 3, 2 and 1 on narrower screens (spec-coverage “Public site: platform, SEO and speed”). */
export function PromotionCarousel({ items }: { items: Announcement[] }) {
  if (items.length === 0) return <p className={styles.empty}>無特惠活動</p>;
  return (
    <Carousel label="特惠活動" perView={{ base: 1, sm: 2, md: 3, lg: 4 }} arrows>
      {items.map((item) => (
        <Link key={item.id} href={`/news/activity/${item.id}`} className={styles.card}>
          {/* The image is decorative: the title below names the promotion (Lighthouse image-redundant-alt). */}
          <span className={styles.media}>
            {item.image ? (
              <OptimizedImage
                src={storageUrl(item.image)}
                alt=""
                fill
                sizes="(min-width: 1200px) 285px, (min-width: 992px) 24vw, (min-width: 768px) 32vw, (min-width: 576px) 48vw, 94vw"
                className={styles.image}
              />
            ) : null}
          </span>
          <span className={styles.title}>{item.index_title || item.title}</span>
        </Link>
      ))}
    </Carousel>
  );
}
