export interface SniffedImage {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number | null;
  height: number | null;
}

/** JPEG dimensions from the first start-of-frame marker. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) {
      return { height: (bytes[offset + 5]! << 8) | bytes[offset + 6]!, width: (bytes[offset + 7]! << 8) | bytes[offset + 8]! };
    }
    offset += 2 + length;
  }
  return null;
}

function webpSize(view: DataView, bytes: Uint8Array): { width: number; height: number } | null {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30) return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** The image type from the content itself (never from a name or a header the client chose), with its size. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length > 24 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    const size = jpegSize(bytes);
    return size && { contentType: 'image/jpeg', ...size };
  }
  if (bytes.length > 24 && ascii(1, 4) === 'PNG' && bytes[0] === 0x89 && ascii(12, 16) === 'IHDR') {
    return { contentType: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length > 16 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    const size = webpSize(view, bytes);
    return size && { contentType: 'image/webp', ...size };
  }
  return null;
}
