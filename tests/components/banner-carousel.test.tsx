/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BannerCarousel } from '@/components/ui/banner-carousel';
import { Carousel } from '@/components/ui/carousel';
import { emblaSettleMs } from '@/components/ui/carousel-motion';
import type { ImageBanner } from '@/lib/contract/types';

jest.mock('@/components/ui/carousel', () => ({
  Carousel: jest.fn(({ children }: { children: ReactNode }) => <div>{children}</div>),
}));
jest.mock('@/lib/api/loaders/image-preview', () => ({ loadImagePreview: jest.fn(async () => null) }));

const banner = {
  id: 1,
  image: 'banners/1.png',
  image_alt: '橫幅',
  image_title: '橫幅',
  url: null,
} as unknown as ImageBanner;

it("the banner carousel hands Embla a duration that settles in 300 ms (spec-coverage “Public site: platform, SEO and speed”), not 300 as Embla's units", async () => {
  render(await BannerCarousel({ banners: [banner], label: '首頁輪播', ratio: 3 }));
  const props = (Carousel as unknown as jest.Mock).mock.calls[0][0] as { duration: number; loop: boolean };
  expect(emblaSettleMs(props.duration)).toBeCloseTo(300, 6);
});

it("a click on a banner opens its url: the shop's own path in place, an outside address in a new tab, none without a url (public §9)", async () => {
  const banners = [
    { ...banner, id: 1, image_alt: '活動', url: '/news/activity/3' },
    { ...banner, id: 2, image_alt: '外站', url: 'https://www.example.com/event' },
    { ...banner, id: 3, image_alt: '無連結', url: null },
  ] as ImageBanner[];
  render(await BannerCarousel({ banners, label: '首頁輪播', ratio: 3 }));
  expect(screen.getByRole('link', { name: '活動' })).toHaveAttribute('href', '/news/activity/3');
  expect(screen.getByRole('link', { name: '活動' })).not.toHaveAttribute('target');
  const outside = screen.getByRole('link', { name: '外站' });
  expect(outside).toHaveAttribute('href', 'https://www.example.com/event');
  expect(outside).toHaveAttribute('target', '_blank');
  expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('img', { name: '無連結' }).closest('a')).toBeNull();
  expect(screen.getAllByRole('link')).toHaveLength(2);
});
