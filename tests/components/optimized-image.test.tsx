/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { OptimizedImage } from '@/components/ui/optimized-image';

const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'));

afterEach(() => {
  for (const link of preloads()) link.remove();
});

it('renders the <img> next/image would: a srcset through the image optimiser, the sizes given, lazy, and the fill styles', () => {
  render(
    <OptimizedImage
      src="/api/web/storage/products/01205-1.webp"
      alt="本命開運金牌 商品圖 1"
      fill
      sizes="(min-width: 768px) 200px, 30vw"
    />,
  );
  const image = screen.getByRole('img', { name: '本命開運金牌 商品圖 1' });
  expect(image.getAttribute('srcset')).toMatch(
    /^\/_next\/image\?url=%2Fapi%2Fweb%2Fstorage%2Fproducts%2F01205-1\.webp&w=\d+&q=75 \d+w, /,
  );
  expect(image.getAttribute('src')).toMatch(
    /^\/_next\/image\?url=%2Fapi%2Fweb%2Fstorage%2Fproducts%2F01205-1\.webp&w=\d+&q=75$/,
  );
  expect(image).toHaveAttribute('sizes', '(min-width: 768px) 200px, 30vw');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('decoding', 'async');
  expect(image).toHaveAttribute('data-nimg', 'fill');
  expect(image).toHaveStyle({ position: 'absolute', width: '100%', height: '100%' });
  expect(preloads()).toHaveLength(0);
});

it('preloads the largest image of a page with its srcset and priority, and loads it at once', () => {
  render(
    <OptimizedImage
      src="/api/web/storage/banners/index-1.png"
      alt="東震年度健康開運講座"
      fill
      sizes="100vw"
      preload
      loading="eager"
      fetchPriority="high"
    />,
  );
  const image = screen.getByRole('img', { name: '東震年度健康開運講座' });
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'high');
  const [link] = preloads();
  expect(link.getAttribute('imagesrcset')).toBe(image.getAttribute('srcset'));
  expect(link.getAttribute('imagesizes')).toBe('100vw');
  expect(link.getAttribute('fetchpriority')).toBe('high');
});

it('keeps the width and height of a sized image', () => {
  render(<OptimizedImage src="/images/logo.png" alt="東震股份有限公司" width={180} height={60} />);
  const image = screen.getByRole('img', { name: '東震股份有限公司' });
  expect(image).toHaveAttribute('width', '180');
  expect(image).toHaveAttribute('height', '60');
  expect(image).toHaveAttribute('data-nimg', '1');
});
