import { imageSize } from 'image-size';

export interface SniffedImage {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number | null;
  height: number | null;
}

const CONTENT_TYPES: Record<string, SniffedImage['contentType']> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The image type from the content itself (never from a name or a header the client chose), with its size. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  try {
    const { type, width, height } = imageSize(bytes);
    const contentType = type === undefined ? undefined : CONTENT_TYPES[type];
    return contentType ? { contentType, width: width ?? null, height: height ?? null } : null;
  } catch {
    return null;
  }
}
