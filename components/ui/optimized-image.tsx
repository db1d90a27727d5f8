import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadImage } from 'react-dom';

/**
 * next/image's optimisation (a srcset through /_next/image, sizes, lazy loading, the fill styles, the
 * preload of the LCP image) rendered as a plain <img>. next/image's own component is a client component:
 * one use on a page put 4.3 kB brotli of script (the component, next/head, the loader) on its first load,
 * for what only a blur placeholder or an onLoad handler needs, and the shop uses neither (docs/perf.md).
 * Works in server and client components alike.
 */
export function OptimizedImage(props: ImageProps) {
  const { props: img } = getImageProps(props);
  if (props.preload) {
    // What next/image does in the App Router: a <link rel=preload> React hoists into the <head>.
    preloadImage(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the optimised <img> next/image would render, without its client code.
  return <img {...img} alt={props.alt} data-nimg={props.fill ? 'fill' : '1'} />;
}
