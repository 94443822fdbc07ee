import sharp from 'sharp';

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

/**
 * Whether the whole image decodes: every byte of its compressed data, not only the header that gave its type and
 * size. JPEGs are decoded at 1/8 scale (the entropy-coded data is still read to its end).
 */
export async function decodesWhole(bytes: Uint8Array, maxPixels: number): Promise<boolean> {
  try {
    await oneOfFew(() => sharp(bytes, { failOn: 'warning', limitInputPixels: maxPixels }).resize(32, 32, { fit: 'inside' }).raw().toBuffer());
    return true;
  } catch {
    return false;
  }
}
