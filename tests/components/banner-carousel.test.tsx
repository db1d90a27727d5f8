/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { BannerCarousel } from '@/components/ui/banner-carousel';
import { Carousel } from '@/components/ui/carousel';
import { emblaSettleMs } from '@/components/ui/carousel-motion';
import type { ImageBanner } from '@/lib/contract/types';

jest.mock('@/components/ui/carousel', () => ({ Carousel: jest.fn(() => null) }));
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
