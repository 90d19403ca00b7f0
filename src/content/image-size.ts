import { imageSize } from 'image-size';
import type { ImageSize } from './resolve-url.ts';

/** Pixel size of an image file's bytes, or undefined for formats that have none (or broken files). */
export function sizeOf(bytes: Uint8Array): ImageSize | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
