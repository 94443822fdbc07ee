import type { Kysely } from 'kysely';
import type { FaceReferences } from '../../src/contract/faces';
import { standingConsent } from './standingConsent';
import { FACE_MESSAGES } from '../../src/domain/faces';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/types';
import type { Photo } from '../files/photoUpload';
import { type FileStore, removeUnclaimed } from '../files/storage';
import { storeWithinQuota } from '../files/uploadQuota';
import { fileUrl } from '../files/urls';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import type { FoundFace } from './face.worker';
import { describeFaces } from './faceThread';

/** At most this many reference photos per employee (one to three: issue 49). */
export const MAX_REFERENCES = 3;
export const REFERENCE_FILE_KIND = 'face_reference';

/** A reference's face: exactly one, its centre in the middle half across and the middle 60 % down, at least a sixth of the photo's width. */
export function referenceProblem(photo: { width: number; height: number; faces: Pick<FoundFace, 'box'>[] }): string | null {
  if (photo.faces.length === 0) return FACE_MESSAGES.noFace;
  if (photo.faces.length > 1) return FACE_MESSAGES.manyFaces;
  const [x, y, width, height] = photo.faces[0]!.box;
  const centreX = (x + width / 2) / photo.width;
  const centreY = (y + height / 2) / photo.height;
  if (centreX < 0.25 || centreX > 0.75 || centreY < 0.2 || centreY > 0.8) return FACE_MESSAGES.offCentre;
  if (width < photo.width / 6) return FACE_MESSAGES.tooSmall;
  return null;
}

/** HR's view of an employee's face check: the consent and the references, each photo through a signed, expiring URL. */
export async function faceReferences(services: Services, employeeId: number): Promise<FaceReferences> {
  const [standing, references] = await Promise.all([
    standingConsent(services.db, employeeId),
    services.db.selectFrom('face_references').select(['id', 'file_id', 'created_at']).where('employee_id', '=', employeeId).orderBy('id').execute(),
  ]);
  return {
    ...standing,
    references: references.map((reference) => ({ id: reference.id, url: fileUrl(services, reference.file_id), created_at: reference.created_at })),
  };
}

/**
 * A reference photo HR took (docs/faces.md, "References"): only with the employee's consent, one face found and
 * centred, at most three; its descriptor is computed on the face thread and kept beside the photo. Audited.
 */
export async function addReference(services: Services, actorId: number, employeeId: number, photo: Photo): Promise<void> {
  const employee = await services.db.selectFrom('employees').select('face_consent').where('id', '=', employeeId).executeTakeFirstOrThrow();
  if (employee.face_consent !== 'agreed') throw new ApiError(409, FACE_MESSAGES.noConsent);
  const seen = await describeFaces(photo.bytes).catch(() => {
    throw new ApiError(400, FACE_MESSAGES.unreadable);
  });
  const problem = referenceProblem(seen);
  if (problem) throw new ApiError(400, problem);
  const [fileId] = await storeWithinQuota(services, actorId, [{ ...photo, kind: REFERENCE_FILE_KIND, claimed: false }]);
  const now = services.now();
  try {
    await services.db.transaction().execute(async (trx) => {
      // The employee's row is taken first: two photos sent at once are counted one after the other.
      if (services.config.databaseUrl) await trx.selectFrom('employees').select('id').where('id', '=', employeeId).forUpdate().execute();
      const { count } = await trx.selectFrom('face_references').select((eb) => eb.fn.countAll<number>().as('count')).where('employee_id', '=', employeeId).executeTakeFirstOrThrow();
      if (Number(count) >= MAX_REFERENCES) throw new ApiError(409, FACE_MESSAGES.full);
      const consent = await trx.selectFrom('employees').select('face_consent').where('id', '=', employeeId).executeTakeFirstOrThrow();
      if (consent.face_consent !== 'agreed') throw new ApiError(409, FACE_MESSAGES.noConsent);
      const { id } = await trx
        .insertInto('face_references')
        .values({ employee_id: employeeId, file_id: fileId!, descriptor: JSON.stringify(seen.faces[0]!.descriptor), created_at: now.toISOString(), created_by: actorId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('stored_files').set({ claimed_at: now.toISOString() }).where('id', '=', fileId!).execute();
      await recordAudit(trx, { actorId, action: 'face.reference.add', entity: 'employee', entityId: employeeId, before: null, after: { reference: id } }, now);
    });
  } catch (error) {
    await removeUnclaimed(services.db, services.files, [fileId!]);
    throw error;
  }
}

/** HR removes one reference photo: its descriptor at once, its photo with it. Audited. */
export async function removeReference(services: Services, actorId: number, employeeId: number, referenceId: number): Promise<void> {
  const now = services.now();
  const fileId = await services.db.transaction().execute(async (trx) => {
    const reference = await trx.selectFrom('face_references').select(['id', 'file_id']).where('id', '=', referenceId).where('employee_id', '=', employeeId).executeTakeFirst();
    if (!reference) throw new ApiError(404, FACE_MESSAGES.referenceNotFound);
    await trx.deleteFrom('face_references').where('id', '=', reference.id).execute();
    await trx.updateTable('stored_files').set({ claimed_at: null }).where('id', '=', reference.file_id).execute();
    await recordAudit(trx, { actorId, action: 'face.reference.remove', entity: 'employee', entityId: employeeId, before: { reference: reference.id }, after: null }, now);
    return reference.file_id;
  });
  await removeUnclaimed(services.db, services.files, [fileId]);
}

/** Every reference of the employee and its photo, deleted (consent withdrawn or declined, employment ended). */
export async function removeReferences(db: Kysely<Database>, files: FileStore, employeeId: number): Promise<number> {
  const references = await db.selectFrom('face_references').select(['id', 'file_id']).where('employee_id', '=', employeeId).execute();
  if (references.length === 0) return 0;
  const fileIds = references.map((reference) => reference.file_id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('face_references').where('employee_id', '=', employeeId).execute();
    await trx.updateTable('stored_files').set({ claimed_at: null }).where('id', 'in', fileIds).execute();
  });
  await removeUnclaimed(db, files, fileIds);
  return references.length;
}
