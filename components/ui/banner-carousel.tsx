import { OptimizedImage } from './optimized-image';
import { Link } from '@/components/ui/link';
import type { ImageBanner } from '@/lib/contract/types';
import { loadImagePreview } from '@/lib/api/loaders/image-preview';
import { storageUrl } from '@/lib/api/storage';
import { BANNER_EMBLA_DURATION } from '@/components/ui/carousel-motion';
import { Carousel } from './carousel';
import styles from './banner-carousel.module.css';

/** Spec §2 / §9: one banner per view, autoplay, dots, 300 ms (BANNER_TRANSITION_MS); a click opens the banner's url. */
const AUTOPLAY_DELAY_MS = 5000;

type Props = {
  banners: ImageBanner[];
  label: string;
  /** Width / height of the banner art: 3 for the home banners (1920 × 640), 4 for the product ones. */
  ratio: number;
};

export async function BannerCarousel({ banners, label, ratio }: Props) {
  if (banners.length === 0) return null;
  const firstPreview = await loadImagePreview(storageUrl(banners[0].image));
  return (
    <Carousel
      label={label}
      perView={{ base: 1 }}
      autoplayDelay={AUTOPLAY_DELAY_MS}
      dots
      loop
      duration={BANNER_EMBLA_DURATION}
      className={styles.carousel}
    >
      {banners.map((banner, index) => {
        const image = (
          <span className={styles.frame} style={{ aspectRatio: ratio }}>
            <OptimizedImage
              src={storageUrl(banner.image)}
              alt={banner.image_alt || banner.image_title}
              title={banner.image_title || undefined}
              fill
              sizes="(min-width: 1200px) 1200px, 100vw"
              className={styles.image}
              preload={index === 0}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              placeholder={(index === 0 && firstPreview) || undefined}
            />
          </span>
        );
        if (!banner.url) return <div key={banner.id}>{image}</div>;
        return /^https?:\/\//.test(banner.url) ? (
          <a key={banner.id} href={banner.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {image}
          </a>
        ) : (
          <Link key={banner.id} href={banner.url} className={styles.link}>
            {image}
          </Link>
        );
      })}
    </Carousel>
  );
}
