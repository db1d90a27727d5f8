'use client';

import { OptimizedImage } from '@/components/ui/optimized-image';
import { useState } from 'react';
import styles from './product-gallery.module.css';

export type GalleryImage = { src: string; alt: string; title?: string };

/** Product images: the large picture and thumbnails to switch it. The first picture is server-rendered. */
export function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {current ? (
          <OptimizedImage
            src={current.src}
            alt={current.alt || name}
            title={current.title}
            fill
            sizes="(min-width: 1200px) 560px, (min-width: 768px) 46vw, 100vw"
            className={styles.image}
            preload={selected === 0}
            loading="eager"
            fetchPriority="high"
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            東震
          </span>
        )}
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label="商品圖片">
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === selected}
                aria-label={`顯示第 ${index + 1} 張圖片`}
                onClick={() => setSelected(index)}
              >
                <OptimizedImage src={image.src} alt="" fill sizes="80px" className={styles.image} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
