/**
 * The face hash against pictures whose answer is known: a photo re-sent, re-encoded or resized is the same picture
 * (at most SIMILAR_FACE_BITS apart); different photos of the project's own test set are not. The false-positive rate
 * on the test photos is measured here, over every pair.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SIMILAR_FACE_BITS } from '../../server/attendance/checks';
import { decodesWhole, hashDistance } from '../../server/files/decodeImage';
import { sniffImage } from '../../server/files/sniff';
import { photo } from '../support/attendanceApi';

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
/** The hash the server takes of an uploaded face (JPEG on an upload thread, PNG through sharp), or null. */
const perceptualHash = async (bytes: Uint8Array) => {
  const image = sniffImage(Buffer.from(bytes));
  return (image && (await decodesWhole(bytes, image, 4096 * 4096))) || null;
};

describe('the face hash', () => {
  it('counts bits that differ', () => {
    expect(hashDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hashDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hashDistance('8000000000000001', '0000000000000000')).toBe(2);
    expect(hashDistance('00000000000000f0', '000000000000000f')).toBe(8);
  });

  it('finds a photo re-sent, re-encoded as JPEG, resized, or both, within the threshold', async () => {
    const original = await bytesOf(photo(90));
    const hash = (await perceptualHash(original))!;
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    const variants = {
      resent: original,
      jpeg: await sharp(original).jpeg({ quality: 60 }).toBuffer(),
      smaller: await sharp(original).resize(360, 480).png().toBuffer(),
      'smaller jpeg': await sharp(original).resize(300, 400).jpeg({ quality: 45 }).toBuffer(),
    };
    // The PNG's hash comes from sharp's grey pixels, the JPEGs' from libjpeg-turbo's on an upload thread.
    for (const [name, bytes] of Object.entries(variants)) {
      expect(hashDistance(hash, (await perceptualHash(new Uint8Array(bytes)))!), name).toBeLessThanOrEqual(SIMILAR_FACE_BITS);
    }
  });

  it('tells 40 different test photos apart: no false positive among their 780 pairs', async () => {
    const hashes = await Promise.all(Array.from({ length: 40 }, async (_, index) => (await perceptualHash(await bytesOf(photo(index * 6))))!));
    let similar = 0;
    let closest = 64;
    for (let a = 0; a < hashes.length; a++) {
      for (let b = a + 1; b < hashes.length; b++) {
        const distance = hashDistance(hashes[a]!, hashes[b]!);
        closest = Math.min(closest, distance);
        if (distance <= SIMILAR_FACE_BITS) similar++;
      }
    }
    expect(similar).toBe(0);
    expect(closest).toBeGreaterThan(SIMILAR_FACE_BITS * 2);
  });

  it('answers null for what it cannot read, so nothing is flagged on it', async () => {
    expect(await perceptualHash(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))).toBeNull();
  });
});
