import type { Context } from 'hono';
import { FACE_FRAME_FIELDS, FACE_FRAMES } from '../../src/contract/faces';
import { MAX_JSON_BYTES, mediaType, readMultipart } from '../http/body';
import { ApiError } from '../http/errors';
import { requireValidText } from '../http/validate';
import { sniffImage, type SniffedImage } from './sniff';
import type { WholeImageCheck } from './storage';

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
const SIDE = { min: 32, max: 4096 };
const LABELS: Record<string, string> = { face: 'Foto wajah', location: 'Foto lokasi', letter: 'Foto surat', ...Object.fromEntries(FACE_FRAME_FIELDS.map((field) => [field, 'Rekaman gerak wajah'])) };
const isFrame = (kind: string) => (FACE_FRAME_FIELDS as readonly string[]).includes(kind);
const FRAME_TOO_LARGE = `Rekaman gerak wajah harus JPEG paling besar ${FACE_FRAMES.longestSide} piksel per sisi dan ${FACE_FRAMES.bytes / 1024} KB.`;

export interface Photo extends SniffedImage {
  bytes: Uint8Array;
  /** That it decodes whole is checked when it is stored (`storeFile`). */
  mustDecode: WholeImageCheck;
}

const tooLargeMessage = (label: string) => `${label} terlalu besar (maksimal 2 MB).`;

function checkPhoto(label: string, bytes: Buffer, frame: boolean): Photo {
  const image = sniffImage(bytes);
  if (!image) throw new ApiError(400, `${label} bukan gambar JPEG, PNG atau WebP.`);
  const sides = [image.width ?? 0, image.height ?? 0];
  if (sides.some((side) => side < SIDE.min || side > SIDE.max)) {
    throw new ApiError(400, `${label} harus berukuran ${SIDE.min} sampai ${SIDE.max} piksel per sisi.`);
  }
  // A challenge frame is small by design (docs/faces.md, "The frames"): it rides along with each clock-in's photos.
  if (frame && (image.contentType !== 'image/jpeg' || bytes.length > FACE_FRAMES.bytes || sides.some((side) => side > FACE_FRAMES.longestSide))) {
    throw new ApiError(400, FRAME_TOO_LARGE);
  }
  return { ...image, bytes, mustDecode: { image, maxPixels: SIDE.max * SIDE.max, refusal: `${label} rusak atau tidak lengkap. Ambil ulang foto.` } };
}

/**
 * Reads a multipart upload: every photo field is checked (presence, size, type from the content, pixel size) before
 * any is stored. That each decodes whole is checked as it is stored, on the same trip to an upload thread as its
 * file; one that does not is taken back with the others (`storeWithinQuota`), so a bad request changes nothing.
 */
export async function readPhotos<Kind extends string>(
  c: Context,
  fieldOf: Record<Kind, string>,
  required: NoInfer<Kind>[],
): Promise<{ fields: Record<string, string>; photos: Partial<Record<Kind, Photo>> }> {
  if (mediaType(c) !== 'multipart/form-data') {
    throw new ApiError(415, 'Kirim foto sebagai multipart/form-data.');
  }
  const kinds = Object.keys(fieldOf) as Kind[];
  const labelOf = (field: string) => LABELS[kinds.find((kind) => fieldOf[kind] === field) ?? ''] ?? 'Berkas';
  const { fields, files } = await readMultipart(
    c,
    { fileBytes: MAX_PHOTO_BYTES, files: kinds.length, fields: 10, fieldBytes: 1024, totalBytes: kinds.reduce((total, kind) => total + (isFrame(kind) ? FACE_FRAMES.bytes : MAX_PHOTO_BYTES), MAX_JSON_BYTES) },
    (field) => tooLargeMessage(labelOf(field)),
  );
  requireValidText(fields);
  const photos: Partial<Record<Kind, Photo>> = {};
  for (const kind of kinds) {
    const label = LABELS[kind] ?? kind;
    const file = files[fieldOf[kind]];
    const text = fields[fieldOf[kind]];
    if (file === undefined || file.length === 0) {
      if (text !== undefined && text !== '') throw new ApiError(400, `${label} harus berupa berkas foto.`);
      if (required.includes(kind)) throw new ApiError(400, `${label} wajib diunggah.`);
      continue;
    }
    photos[kind] = checkPhoto(label, file, isFrame(kind));
  }
  return { fields, photos };
}

