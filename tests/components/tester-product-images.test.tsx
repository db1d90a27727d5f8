/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ProductCard } from '@/components/product/product-card';
import { ProductGallery } from '@/components/product/product-gallery';
import { ProductThumb } from '@/components/product/product-thumb';
import { loadImagePreview } from '@/lib/api/loaders/image-preview';
import { productImageSource } from '@/lib/api/storage';
import type { Product } from '@/lib/contract/types';
import { contractFixture, type DeepPartial } from '../support/contract-fixture';
import { product as productSchema } from '@/lib/contract/schema/catalogue';

jest.mock('@/lib/api/loaders/image-preview', () => ({ loadImagePreview: jest.fn(async () => null) }));

/**
 * Issue 52: the image of a product only testers see is served by the embedded API to a tester's bearer alone.
 * next/image's optimiser reads its source without the member's session (and shares what it made), so the
 * tester's pages read such an image as it is through the BFF, which adds the tester's bearer; every other
 * product's image keeps the optimiser.
 */
/** A product's image as the contract writes it. */
const image = (path: string) => ({ image: path, image_alt: '', image_title: '' });
const product = (changes: DeepPartial<Product>) =>
  contractFixture(productSchema, {
    id: 1,
    name: '開運新品體驗禮盒（內部測試）',
    product_number: '08006',
    price: 1680,
    member_price: 1340,
    quantity: 50,
    status: 1,
    is_testing: 0,
    images: [image('products/08006-1.webp')],
    ...changes,
  });

describe('productImageSource', () => {
  it('a public product: the storage URL, optimised', () => {
    expect(productImageSource({ status: 1, is_testing: 0 }, 'products/02001-1.webp')).toEqual({
      src: '/api/web/storage/products/02001-1.webp',
      unoptimized: false,
    });
  });

  it.each([
    ['a testing product', { status: 1, is_testing: 1 }],
    ['a status-0 product', { status: 0, is_testing: 0 }],
  ])('%s: through the BFF with the session, not optimised', (_, flags) => {
    expect(productImageSource(flags, 'products/08006-1.webp')).toEqual({
      src: '/api/bff/storage/products/08006-1.webp',
      unoptimized: true,
    });
  });

  it('on the company’s storage, the URL as it is: the company guards its files', () => {
    const saved = process.env.API_BASE_URL;
    process.env.API_BASE_URL = 'https://api.example.com/api';
    try {
      expect(productImageSource({ is_testing: 1 }, 'products/08006-1.webp')).toEqual({
        src: 'https://api.example.com/storage/products/08006-1.webp',
        unoptimized: false,
      });
    } finally {
      if (saved === undefined) delete process.env.API_BASE_URL;
      else process.env.API_BASE_URL = saved;
    }
  });
});

const imgOf = (container: HTMLElement) => container.querySelector('img')!;

describe('a tester’s product page and lists show the testing product’s image', () => {
  it('the gallery: each picture read through the BFF, no srcset, no preview made of it', async () => {
    const testing = product({
      is_testing: 1,
      images: [image('products/08006-1.webp'), image('products/08006-2.webp')],
    });
    const images = testing.images.map((picture) => ({
      ...productImageSource(testing, picture.image),
      alt: testing.name,
    }));
    render(await ProductGallery({ images, name: testing.name }));
    const main = screen.getByRole('img', { name: testing.name });
    expect(main).toHaveAttribute('src', '/api/bff/storage/products/08006-1.webp');
    expect(main).not.toHaveAttribute('srcset');
    expect(loadImagePreview).not.toHaveBeenCalled();
  });

  it('the gallery of a public product keeps the optimiser and its preview', async () => {
    const images = [{ ...productImageSource({ status: 1, is_testing: 0 }, 'products/02001-1.webp'), alt: '水晶' }];
    render(await ProductGallery({ images, name: '水晶' }));
    expect(screen.getByRole('img', { name: '水晶' }).getAttribute('src')).toMatch(/^\/_next\/image\?url=/);
    expect(loadImagePreview).toHaveBeenCalledWith('/api/web/storage/products/02001-1.webp');
  });

  it('the list’s card and a table’s thumbnail (the cart, the favourites)', () => {
    const testing = product({ status: 0 });
    const card = render(<ProductCard product={testing} sizes="200px" />);
    expect(imgOf(card.container)).toHaveAttribute('src', '/api/bff/storage/products/08006-1.webp');
    card.unmount();
    const thumb = render(<ProductThumb product={testing} />);
    expect(imgOf(thumb.container)).toHaveAttribute('src', '/api/bff/storage/products/08006-1.webp');
    thumb.unmount();
    const publicThumb = render(<ProductThumb product={product({})} />);
    expect(imgOf(publicThumb.container).getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fapi%2Fweb%2Fstorage/);
  });
});
