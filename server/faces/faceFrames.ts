import { FACE_FRAME_FIELDS, type FaceFrameField, type FaceStep } from '../../src/contract/faces';
import type { Photo } from '../files/photoUpload';
import type { NewStoredFile } from '../files/storage';

/**
 * The face step's challenge frames (docs/faces.md, "The frames"): small JPEGs of the movement, uploaded with a
 * record's photos, claimed by its submit like them and kept and deleted with them.
 */
export const FACE_FRAME_KIND = 'face_frame';

/** The photo upload's frame fields, each read as a photo of its own kind (server/files/photoUpload.ts `readPhotos`). */
export const FRAME_UPLOAD_FIELDS = Object.fromEntries(FACE_FRAME_FIELDS.map((field) => [field, field])) as Record<FaceFrameField, FaceFrameField>;

/** The frames an upload carried, in the order of their fields, as files to store with its photos. */
export const framesToStore = (photos: Partial<Record<FaceFrameField, Photo>>): Omit<NewStoredFile, 'ownerId'>[] =>
  FACE_FRAME_FIELDS.flatMap((field) => (photos[field] ? [{ ...photos[field], kind: FACE_FRAME_KIND }] : []));

/** The frames a submit names, one claim slot each (server/attendance/checks.ts `PhotoIds`); a slot it does not fill is null. */
export const frameSlots = (step: Pick<FaceStep, 'frames'> | null | undefined): Record<FaceFrameField, string | null> =>
  Object.fromEntries(FACE_FRAME_FIELDS.map((field, index) => [field, step?.frames[index] ?? null])) as Record<FaceFrameField, string | null>;

/** The frames' ids as a record row keeps them (`face_frame_ids`): a JSON array, or null for none. */
export const frameIdsText = (step: Pick<FaceStep, 'frames'> | null | undefined): string | null => (step && step.frames.length > 0 ? JSON.stringify(step.frames) : null);

/** The ids a record row keeps; none for null or anything else than a list of texts. */
export function frameIdsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const ids: unknown = JSON.parse(text);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
