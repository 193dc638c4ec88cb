import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * next/image's markup without its client component: the same `<img>` (optimiser srcset, sizes, lazy
 * loading, fill styles), rendered on the server, so pages ship no image JavaScript. A `preload` image is
 * announced in the head as next/image announces it.
 */
export function SiteImage(imageProps: ImageProps) {
  const { props } = getImageProps(imageProps);
  if (imageProps.preload) {
    preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: props.fetchPriority });
  }
  // next/image's own <img>, less its client-side load handlers, which the site does not use.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...props} />;
}
