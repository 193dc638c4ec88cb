import { getImageProps, type ImageProps } from 'next/image';
import type { CSSProperties } from 'react';
import { preload as preloadResource } from 'react-dom';
import styles from './site-image.module.css';
import { trimSrcSet } from './srcset-widths';

const fillStyle: CSSProperties = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
  color: 'transparent',
};

/** Without its undefined entries, which React omits from the HTML but the RSC payload spells out ("$undefined"). */
const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;

const sameStyle = (a: CSSProperties, b: CSSProperties) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key as keyof CSSProperties] === value);

/**
 * The optimiser URL with the slashes of its `url` parameter left as they are: the same parameter once decoded,
 * six bytes shorter for every URL of every srcset, in the HTML and again in the RSC payload.
 */
const compactUrls = (urls: string | undefined) =>
  urls?.replace(/([?&]url=)([^&\s]*)/g, (_, key: string, value: string) => key + value.replaceAll('%2F', '/'));

/** next/image's standard inline styles become a class; any other style stays inline. */
function styleAsClass(style: CSSProperties | undefined): { className?: string; style?: CSSProperties } {
  if (!style) return {};
  style = defined(style);
  if (sameStyle(style, fillStyle)) return { className: styles.fill };
  if (sameStyle(style, { color: 'transparent' })) return { className: styles.image };
  return { style };
}

/**
 * next/image's markup without its client component: the same `<img>` (optimiser srcset, sizes, lazy
 * loading, fill), rendered on the server, so pages ship no image JavaScript. The srcset keeps only the
 * widths the browser could choose for `sizes`, and the fill styles are a class: both were repeated in
 * every image's HTML and again in the RSC payload. A `preload` image is announced in the head as
 * next/image announces it.
 */
export function SiteImage(imageProps: ImageProps) {
  const { props } = getImageProps(imageProps);
  const srcSet = compactUrls(trimSrcSet(props.srcSet, props.sizes));
  const src = compactUrls(props.src) ?? props.src;
  const { className, style } = styleAsClass(props.style);
  if (imageProps.preload) {
    preloadResource(src, { as: 'image', imageSrcSet: srcSet, imageSizes: props.sizes, fetchPriority: props.fetchPriority });
  }
  const classes = [props.className, className].filter(Boolean).join(' ') || undefined;
  // next/image's own <img>, less its client-side load handlers, which the site does not use.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...defined({ ...props, src, srcSet, style, className: classes })} />;
}
