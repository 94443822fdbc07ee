import { describe, expect, it } from 'vitest';
import { sniffImage } from '../../server/files/sniff';
import { encodePng } from '../../server/files/png';

/** A minimal baseline JPEG header: SOI, APP0, SOF0 with the given size. */
function jpegHeader(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

describe('sniffImage', () => {
  it('reads PNG type and size from the content', () => {
    expect(sniffImage(encodePng(33, 21, () => [0, 0, 0]))).toEqual({ contentType: 'image/png', width: 33, height: 21 });
  });

  it('reads JPEG type and size from the start-of-frame marker', () => {
    expect(sniffImage(jpegHeader(640, 480))).toEqual({ contentType: 'image/jpeg', width: 640, height: 480 });
  });

  it('reads lossless WebP size', () => {
    const bytes = new Uint8Array(30);
    bytes.set(new TextEncoder().encode('RIFF'), 0);
    bytes.set(new TextEncoder().encode('WEBPVP8L'), 8);
    new DataView(bytes.buffer).setUint32(21, (99 - 1) | ((49 - 1) << 14), true);
    expect(sniffImage(bytes)).toEqual({ contentType: 'image/webp', width: 99, height: 49 });
  });

  it.each([
    ['text', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg> padding padding')],
    ['empty', new Uint8Array()],
    ['truncated JPEG', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
  ])('refuses %s', (_name, bytes) => expect(sniffImage(bytes)).toBeNull());
});
