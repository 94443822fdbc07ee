import jpegTurbo from '@julusian/jpeg-turbo';
import sharp from 'sharp';
import type { SniffedImage } from './sniff';

sharp.cache(false);
sharp.concurrency(1);

/**
 * Decodes run on the thread pool (four threads) that fsyncs and file reads share; with a decode on every thread,
 * a commit would wait for a decode to finish before its fsync could start. Three at a time keeps both cores busy
 * and one thread free.
 */
const DECODES_AT_ONCE = 3;
let running = 0;
const waiting: (() => void)[] = [];

async function oneOfFew<T>(work: () => Promise<T>): Promise<T> {
  if (running < DECODES_AT_ONCE) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** libjpeg-turbo decodes at full size: above this many pixels (a 16 MB photo of 4096²), sharp's 1/8 scale decides. */
const MAX_DIRECT_JPEG_PIXELS = 2_000_000;

/** Output buffers for direct decodes, one per decode at once, reused: 300 KB of garbage per photo made V8 collect often. */
const spareOutputs: Buffer[] = [];

/**
 * libjpeg-turbo itself, to grey: the entropy-coded data of every component is read to its end, and a warning
 * (truncated or corrupt data) fails the decode. About 0.7 ms of CPU for the app's 40 KB photo, where a call of
 * sharp costs 2 ms, most of it libvips' machinery around the same decoder (docs/BENCHMARKS.md).
 */
async function jpegDecodes(bytes: Uint8Array): Promise<boolean> {
  const output = spareOutputs.pop() ?? Buffer.allocUnsafeSlow(MAX_DIRECT_JPEG_PIXELS);
  try {
    await jpegTurbo.decompress(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), output, { format: jpegTurbo.FORMAT_GRAY });
    return true;
  } catch {
    return false;
  } finally {
    spareOutputs.push(output);
  }
}

/** sharp: JPEGs at 1/8 scale (the entropy-coded data is still read to its end), PNG and WebP whole. */
const sharpDecodes = (bytes: Uint8Array, maxPixels: number) =>
  sharp(bytes, { failOn: 'warning', limitInputPixels: maxPixels })
    .resize(32, 32, { fit: 'inside' })
    .raw()
    .toBuffer()
    .then(
      () => true,
      () => false,
    );

/**
 * Whether the whole image decodes: every byte of its compressed data, not only the header that gave its type and
 * size. JPEGs of phone-photo size go to libjpeg-turbo; what it refuses (a CMYK JPEG, which it cannot turn grey, as
 * well as a broken one), larger JPEGs, PNG and WebP go to sharp, so nothing sharp accepts is refused.
 */
export async function decodesWhole(bytes: Uint8Array, image: SniffedImage, maxPixels: number): Promise<boolean> {
  return oneOfFew(async () => {
    const pixels = (image.width ?? Infinity) * (image.height ?? Infinity);
    if (image.contentType === 'image/jpeg' && pixels <= MAX_DIRECT_JPEG_PIXELS && (await jpegDecodes(bytes))) return true;
    return sharpDecodes(bytes, maxPixels);
  });
}
