import type { Context } from 'hono';
import { ApiError } from '../http/errors';
import { sniffImage, type SniffedImage } from './sniff';

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
const SIDE = { min: 32, max: 4096 };
const LABELS: Record<string, string> = { face: 'Foto wajah', location: 'Foto lokasi', letter: 'Foto surat' };

export interface Photo extends SniffedImage {
  bytes: Uint8Array;
}

/**
 * Reads a multipart upload: every photo field is checked (presence, size, type from the content, pixel size)
 * before any is stored, so a bad request changes nothing.
 */
export async function readPhotos<Kind extends string>(
  c: Context,
  fieldOf: Record<Kind, string>,
  required: NoInfer<Kind>[],
): Promise<{ fields: Record<string, string>; photos: Partial<Record<Kind, Photo>> }> {
  if (!(c.req.header('content-type') ?? '').includes('multipart/form-data')) {
    throw new ApiError(400, 'Kirim foto sebagai multipart/form-data.');
  }
  let form: Record<string, string | File>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new ApiError(400, 'Data multipart tidak dapat dibaca.');
  }
  const photos: Partial<Record<Kind, Photo>> = {};
  for (const kind of Object.keys(fieldOf) as Kind[]) {
    const label = LABELS[kind] ?? kind;
    const value = form[fieldOf[kind]];
    if (value === undefined || value === '') {
      if (required.includes(kind)) throw new ApiError(400, `${label} wajib diunggah.`);
      continue;
    }
    if (typeof value === 'string') throw new ApiError(400, `${label} harus berupa berkas foto.`);
    if (value.size > MAX_PHOTO_BYTES) throw new ApiError(413, `${label} terlalu besar (maksimal 2 MB).`);
    const bytes = new Uint8Array(await value.arrayBuffer());
    const image = sniffImage(bytes);
    if (!image) throw new ApiError(400, `${label} bukan gambar JPEG, PNG atau WebP.`);
    const sides = [image.width ?? 0, image.height ?? 0];
    if (sides.some((side) => side < SIDE.min || side > SIDE.max)) {
      throw new ApiError(400, `${label} harus berukuran ${SIDE.min} sampai ${SIDE.max} piksel per sisi.`);
    }
    photos[kind] = { ...image, bytes };
  }
  const fields = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { fields, photos };
}
