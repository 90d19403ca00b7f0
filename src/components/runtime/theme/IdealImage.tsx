/**
 * `@theme/IdealImage`, as `@docusaurus/plugin-ideal-image` gives it: an image imported from
 * the page (`<Image img={require('./shot.png')} alt="…" />`), lazily loaded. docsgen copies
 * the image content-hashed (see resolve-plugin.ts) and renders one `<img>` of it; the
 * plugin's resized variants and blurred placeholder are not made, so sharp is not needed.
 */
import type { ImgHTMLAttributes } from 'react';

type Source = string | { default?: string; src?: string | { src?: string; width?: number; height?: number }; preSrc?: string };

/** The URL of an imported image, however the import gives it. */
function urlOf(img: Source | undefined): string | undefined {
  if (typeof img === 'string' || img === undefined) return img;
  if (typeof img.default === 'string') return img.default;
  return typeof img.src === 'string' ? img.src : img.src?.src;
}

export default function IdealImage({ img, alt, ...rest }: { img?: Source; alt?: string; shouldAutoDownload?: unknown; swapOnLoad?: unknown; theme?: unknown; threshold?: unknown } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const { shouldAutoDownload: _auto, swapOnLoad: _swap, theme: _theme, threshold: _threshold, ...attributes } = rest;
  const size = typeof img === 'object' && typeof img.src === 'object' ? img.src : undefined;
  return <img src={urlOf(img)} alt={alt ?? ''} loading="lazy" decoding="async" {...(size?.width ? { width: size.width } : {})} {...(size?.height ? { height: size.height } : {})} {...attributes} />;
}
