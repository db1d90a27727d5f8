'use client';

import { useState, type ReactNode } from 'react';
import { ProductPlaceholder } from './product-placeholder';
import styles from './product-gallery.module.css';

/** Shows one of the server-rendered pictures, and thumbnails that switch it when there are several. */
export function GallerySwitcher({ pictures, thumbnails }: { pictures: ReactNode[]; thumbnails: ReactNode[] }) {
  const [selected, setSelected] = useState(0);
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>{pictures[selected] ?? <ProductPlaceholder large />}</div>
      {thumbnails.length > 1 ? (
        <ul className={styles.thumbs} aria-label="商品圖片">
          {thumbnails.map((thumbnail, index) => (
            <li key={index}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === selected}
                aria-label={`顯示第 ${index + 1} 張圖片`}
                onClick={() => setSelected(index)}
              >
                {thumbnail}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
