/**
 * The classic theme's `@theme/Icon/<Name>` components, for a site's own component that imports
 * one (a copy button with `@theme/Icon/Copy` and `@theme/Icon/Success`). Each is an SVG drawn
 * in `currentColor` that takes the props of an `<svg>` (size, class, title), as the classic
 * theme's do; docsgen's drawings.
 */
import type { ComponentProps } from 'react';
import { COPY_PATH, EXTERNAL_PATH } from '../../../../templates/components/Icons.tsx';

type IconProps = ComponentProps<'svg'>;

/** One icon: a 24×24 drawing, 20 px unless the props say otherwise, hidden from assistive technology unless labelled. */
function icon(path: string, name: string) {
  function Icon({ width = 20, height = 20, ...props }: IconProps) {
    const labelled = props['aria-label'] !== undefined || props.role !== undefined;
    return (
      <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden={labelled ? undefined : true} {...props}>
        <path fill="currentColor" d={path} />
      </svg>
    );
  }
  Icon.displayName = `Icon${name}`;
  return Icon;
}

export const Copy = icon(COPY_PATH, 'Copy');
export const Success = icon('M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z', 'Success');
export const ExternalLink = icon(EXTERNAL_PATH, 'ExternalLink');
export const Arrow = icon('M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6-1.4-1.4Z', 'Arrow');
export const Close = icon('M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4Z', 'Close');
export const Menu = icon('M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z', 'Menu');
export const Home = icon('M12 3 2 12h3v8h5v-6h4v6h5v-8h3L12 3Z', 'Home');
export const Edit = icon('M3 17.2V21h3.8l11-11-3.8-3.8-11 11ZM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.8 3.8L20.7 7Z', 'Edit');
export const WordWrap = icon('M4 6h16v2H4V6Zm0 12h6v-2H4v2Zm0-5h13a2 2 0 0 1 0 4h-3v-2l-3 3 3 3v-2h3a4 4 0 0 0 0-8H4v2Z', 'WordWrap');
export const LightMode = icon('M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM11 1h2v3h-2V1Zm0 19h2v3h-2v-3ZM1 11h3v2H1v-2Zm19 0h3v2h-3v-2ZM4.2 5.6l1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1Zm12.1 12.1 1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1ZM18.4 4.2l1.4 1.4-2.1 2.1-1.4-1.4 2.1-2.1ZM6.3 16.3l1.4 1.4-2.1 2.1-1.4-1.4 2.1-2.1Z', 'LightMode');
export const DarkMode = icon('M10 2a10 10 0 1 0 12 12A8 8 0 0 1 10 2Z', 'DarkMode');
export const SystemColorMode = icon('M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2v16a8 8 0 0 1 0-16Z', 'SystemColorMode');
export const Language = icon('M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.4-3.6C8 5.6 7.6 6.8 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h3a8 8 0 0 1-4.4 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4h-3.4Z', 'Language');
