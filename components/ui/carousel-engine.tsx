'use client';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

type Props = {
  viewport: HTMLElement;
  loop: boolean;
  duration: number;
  autoplayDelay?: number;
  onApi: (api: CarouselApi | null) => void;
};

/**
 * Embla on a carousel's viewport, loaded by the carousel once it comes near the screen (so embla is
 * not on the page's first load). Renders nothing: the carousel owns the markup and the controls.
 */
export function CarouselEngine({ viewport, loop, duration, autoplayDelay, onApi }: Props) {
  const plugins = autoplayDelay
    ? [Autoplay({ delay: autoplayDelay, stopOnInteraction: false, stopOnMouseEnter: true })]
    : [];
  const [attach, api] = useEmblaCarousel({ loop, duration, align: 'start', slidesToScroll: 1 }, plugins);
  useEffect(() => {
    attach(viewport);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api ?? null);
    return () => onApi(null);
  }, [api, onApi]);
  return null;
}
