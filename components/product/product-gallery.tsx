import { OptimizedImage } from '@/components/ui/optimized-image';
import { loadImagePreview } from '@/lib/api/loaders/image-preview';
import { GallerySwitcher } from './gallery-switcher';
import styles from './product-gallery.module.css';

/** `unoptimized`: a tester's image, read as it is with their session (productImageSource). */
export type GalleryImage = { src: string; alt: string; title?: string; unoptimized?: boolean };

/**
 * Product images: the large picture and thumbnails to switch it. The pictures are rendered here, on the
 * server, so next/image's srcset code stays off the page's scripts; the switcher only picks one.
 */
export async function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  // A tester's image has no preview: the preview is made once for everyone (a shared cache).
  const firstPreview = images.length && !images[0].unoptimized ? await loadImagePreview(images[0].src) : null;
  const pictures = images.map((image, index) => (
    <OptimizedImage
      key={image.src}
      src={image.src}
      unoptimized={image.unoptimized}
      alt={image.alt || name}
      title={image.title}
      fill
      sizes="(min-width: 1200px) 560px, (min-width: 768px) 46vw, 100vw"
      className={styles.image}
      preload={index === 0}
      loading="eager"
      fetchPriority="high"
      placeholder={(index === 0 && firstPreview) || undefined}
    />
  ));
  const thumbnails = images.map((image) => (
    <OptimizedImage
      key={image.src}
      src={image.src}
      unoptimized={image.unoptimized}
      alt=""
      fill
      sizes="80px"
      className={styles.image}
    />
  ));
  return <GallerySwitcher pictures={pictures} thumbnails={thumbnails} />;
}
