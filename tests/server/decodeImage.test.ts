import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileIfWhole, decodesWhole } from '../../server/files/decodeImage';
import { sniffImage } from '../../server/files/sniff';

const MAX_PIXELS = 4096 * 4096;

/** Pixels from a fixed pseudo-random sequence: busy like a photo, the same bytes on every run. */
function busyPixels(width: number, height: number, channels: number): Buffer {
  const pixels = Buffer.alloc(width * height * channels);
  let state = 12345;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = (i % 251) + ((state >>> 24) & 0x3f);
  }
  return pixels;
}

const encode = (width: number, height: number, make: (image: Sharp) => Sharp) =>
  make(sharp(busyPixels(width, height, 3), { raw: { width, height, channels: 3 } })).toBuffer();

/** Whether it decodes whole: a difference hash when it does, false when it does not. */
const decides = async (bytes: Buffer) => {
  const answer = await decodesWhole(bytes, sniffImage(bytes)!, MAX_PIXELS);
  return typeof answer === 'string' ? /^[0-9a-f]{16}$/.test(answer) : answer;
};

describe('an upload must decode whole, not just its header', () => {
  let phonePhoto: Buffer;
  beforeAll(async () => {
    phonePhoto = await encode(480, 640, (image) => image.jpeg({ quality: 60 }));
  });

  it('accepts a whole JPEG of the size the app sends, in colour and in CMYK', async () => {
    expect(await decides(phonePhoto)).toBe(true);
    const cmyk = await encode(480, 640, (image) => image.toColourspace('cmyk').jpeg({ quality: 60 }));
    expect(sniffImage(cmyk)?.contentType).toBe('image/jpeg');
    expect(await decides(cmyk)).toBe(true);
  });

  it('refuses a JPEG cut short anywhere in its compressed data', async () => {
    for (const keep of [0.25, 0.5, 0.9, 0.99]) {
      expect(await decides(phonePhoto.subarray(0, Math.floor(phonePhoto.length * keep))), `first ${keep * 100} %`).toBe(false);
    }
  });

  it('refuses a JPEG whose compressed data was damaged in the middle', async () => {
    const damaged = Buffer.from(phonePhoto);
    const middle = Math.floor(damaged.length / 2);
    for (let i = middle; i < middle + 200; i++) damaged[i] = damaged[i]! ^ 0xff;
    expect(await decides(damaged)).toBe(false);
  });

  it('decides a large JPEG (above 2 megapixels) and PNGs too', async () => {
    const large = await encode(2400, 1000, (image) => image.jpeg({ quality: 50 }));
    expect(await decides(large)).toBe(true);
    expect(await decides(large.subarray(0, Math.floor(large.length / 2)))).toBe(false);
    const png = await encode(300, 200, (image) => image.png());
    expect(await decides(png)).toBe(true);
    expect(await decides(png.subarray(0, png.length - 100))).toBe(false);
  });

  it('decides many photos at once, each on its own merits', async () => {
    const cut = phonePhoto.subarray(0, phonePhoto.length - 500);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => decides(i % 3 === 0 ? cut : phonePhoto)));
    expect(answers).toEqual(Array.from({ length: 12 }, (_, i) => i % 3 !== 0));
  });
});

describe('an upload is written to its file only if it decodes whole', () => {
  let dir: string;
  let written = 0;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'absensi-whole-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Answers whether the file was written, after checking that it holds exactly the bytes when it was. */
  const writes = async (bytes: Buffer) => {
    const path = join(dir, `berkas-${written++}`);
    const answer = typeof (await createFileIfWhole(path, bytes, sniffImage(bytes)!, MAX_PIXELS, null)) === 'string';
    const kept = await readFile(path).catch(() => null);
    expect(kept !== null && Buffer.compare(kept, bytes) === 0, `${path} holds the bytes exactly when it was written`).toBe(answer);
    return answer;
  };

  it('writes whole JPEGs (colour, CMYK, above 2 megapixels) and PNGs, and nothing of broken ones', async () => {
    const phonePhoto = await encode(480, 640, (image) => image.jpeg({ quality: 60 }));
    const cmyk = await encode(480, 640, (image) => image.toColourspace('cmyk').jpeg({ quality: 60 }));
    const large = await encode(2400, 1000, (image) => image.jpeg({ quality: 50 }));
    const png = await encode(300, 200, (image) => image.png());
    const damaged = Buffer.from(phonePhoto);
    for (let i = 5000; i < 5200; i++) damaged[i] = damaged[i]! ^ 0xff;
    const cases: [Buffer, boolean][] = [
      [phonePhoto, true],
      [cmyk, true],
      [large, true],
      [png, true],
      [phonePhoto.subarray(0, phonePhoto.length - 300), false],
      [damaged, false],
      [cmyk.subarray(0, cmyk.length / 2), false],
      [large.subarray(0, large.length / 2), false],
      [png.subarray(0, png.length - 100), false],
    ];
    expect(await Promise.all(cases.map(([bytes]) => writes(bytes)))).toEqual(cases.map(([, whole]) => whole));
    expect(await readdir(dir)).toHaveLength(4);
  });
});
