/**
 * `@theme/ThemedImage`: `<ThemedImage alt="…" sources={{ light, dark }} />` renders both
 * images, as Docusaurus does on the server, and the page's colour mode (`data-theme`, set
 * before first paint) shows one of them: no flash, no JavaScript.
 */
import type { ImgHTMLAttributes } from 'react';
import './ThemedImage.css';

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light: string; dark: string };
}

export default function ThemedImage({ sources, className, alt, ...props }: ThemedImageProps) {
  return (
    <>
      {(['light', 'dark'] as const).map((theme) => (
        <img key={theme} src={sources[theme]} alt={alt} className={[className, 'themed-image', `themed-image--${theme}`].filter(Boolean).join(' ')} {...props} />
      ))}
    </>
  );
}
