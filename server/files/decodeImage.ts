import pLimit from 'p-limit';
import { differenceHash } from './differenceHash';
import { uploadThreads } from '../threads/serverThreads';
import { MAX_DIRECT_JPEG_PIXELS } from './uploadThreads';
import type { PhotoKey } from './sealing';
import type { SniffedImage } from './sniff';

type Sharp = (typeof import('sharp'))['default'];
let sharpLoaded: Promise<Sharp> | undefined;
/** sharp (libvips, about 20 MB) is loaded when an upload first needs it, not with the server. */
const loadSharp = () =>
  (sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  }));

/**
 * sharp's decodes run on the thread pool (four threads) that fsyncs and file reads share; with a decode on every
 * thread, a commit would wait for a decode to finish before its fsync could start. Three at a time keeps both cores
 * busy and one thread free.
 */
const SHARP_DECODES_AT_ONCE = 3;
const oneOfFew = pLimit(SHARP_DECODES_AT_ONCE);

/**
 * sharp: JPEGs at 1/8 scale (the entropy-coded data is still read to its end), PNG and WebP whole; answers the
 * difference hash of its grey 72×64 (a mean over each of the hash's cells, as on the upload threads), or false.
 */
const sharpDecodes = async (bytes: Uint8Array, maxPixels: number) =>
  (await loadSharp())(bytes, { failOn: 'warning', limitInputPixels: maxPixels })
    .removeAlpha()
    .greyscale()
    .resize(72, 64, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(
      ({ data, info }) => (info.channels === 1 ? differenceHash(data, info.width, info.height) : false),
      () => false as const,
    );

const isDirectJpeg = (image: SniffedImage) =>
  image.contentType === 'image/jpeg' && (image.width ?? Infinity) * (image.height ?? Infinity) <= MAX_DIRECT_JPEG_PIXELS;

/**
 * Whether the whole image decodes (every byte of its compressed data, not only the header that gave its type and
 * size): its difference hash if it does, else false. JPEGs of phone-photo size go to libjpeg-turbo on an upload
 * thread (about 0.7 ms of CPU for the app's 40 KB photo, where a call of sharp costs 2 ms, most of it libvips'
 * machinery around the same decoder). What it refuses (a CMYK JPEG, which it cannot turn grey, as well as a broken
 * one), larger JPEGs, PNG and WebP go to sharp, so nothing sharp accepts is refused.
 */
export async function decodesWhole(bytes: Uint8Array, image: SniffedImage, maxPixels: number): Promise<string | false> {
  if (isDirectJpeg(image)) {
    const hash = await uploadThreads.decodes(bytes).catch(() => false as const);
    if (hash) return hash;
  }
  return oneOfFew(() => sharpDecodes(bytes, maxPixels));
}

/**
 * Writes the image to a new file at path if it decodes whole (as `decodesWhole` decides); answers its difference
 * hash, or false when it did not. A phone-photo JPEG is decoded, hashed and written in one trip to an upload thread;
 * with a key, the file holds it sealed (server/files/sealing.ts).
 */
export async function createFileIfWhole(path: string, bytes: Uint8Array, image: SniffedImage, maxPixels: number, key: PhotoKey | null): Promise<string | false> {
  if (isDirectJpeg(image)) {
    const hash = await uploadThreads.createIfDecodes(path, bytes, key);
    if (hash) return hash;
  }
  const hash = await oneOfFew(() => sharpDecodes(bytes, maxPixels));
  if (hash) await uploadThreads.create(path, bytes, key);
  return hash;
}

/** How many of two hashes' 64 bits differ. */
export function hashDistance(a: string, b: string): number {
  let difference = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  for (; difference > 0n; difference >>= 1n) bits += Number(difference & 1n);
  return bits;
}
