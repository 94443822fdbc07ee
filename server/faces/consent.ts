import type { Kysely } from 'kysely';
import type { FaceConsentState } from '../../src/contract/faces';
import { standingConsent } from './standingConsent';
import { FACE_CONSENT_VERSION, FACE_MESSAGES } from '../../src/domain/faces';
import type { Database } from '../db/types';
import { ApiError } from '../http/errors';
import { removeReferences } from './references';
import type { FileStore } from '../files/storage';

/** What the employee's phone is: kept with each answer as the device it was given on (at most 300 characters). */
const deviceOf = (userAgent: string | undefined) => (userAgent ?? '').slice(0, 300) || '-';

/** The employee's standing on the face check (docs/faces.md, "Consent"). */
export async function consentState(db: Kysely<Database>, employeeId: number): Promise<FaceConsentState> {
  const [standing, references] = await Promise.all([
    standingConsent(db, employeeId),
    db.selectFrom('face_references').select((eb) => eb.fn.countAll<number>().as('count')).where('employee_id', '=', employeeId).executeTakeFirstOrThrow(),
  ]);
  return { version: FACE_CONSENT_VERSION, ...standing, references: Number(references.count) };
}

/** Every answer is kept (version, time, device) as proof; the employee's standing answer is the last one. */
async function recordAnswer(db: Kysely<Database>, employeeId: number, decision: 'agreed' | 'declined' | 'withdrawn', userAgent: string | undefined, now: Date) {
  await db.insertInto('face_consents').values({ employee_id: employeeId, version: FACE_CONSENT_VERSION, decision, decided_at: now.toISOString(), device: deviceOf(userAgent) }).execute();
  await db.updateTable('employees').set({ face_consent: decision === 'withdrawn' ? null : decision }).where('id', '=', employeeId).execute();
}

/** The employee agrees or declines, having read the notice of this version; declining after agreeing withdraws. */
export async function answerConsent(db: Kysely<Database>, files: FileStore, employeeId: number, answer: { agree: boolean; version: string }, userAgent: string | undefined, now: Date): Promise<string> {
  if (answer.version !== FACE_CONSENT_VERSION) throw new ApiError(409, FACE_MESSAGES.oldNotice);
  await db.transaction().execute(async (trx) => {
    await recordAnswer(trx, employeeId, answer.agree ? 'agreed' : 'declined', userAgent, now);
    if (!answer.agree) await forgetFace(trx, employeeId);
  });
  if (!answer.agree) await removeReferences(db, files, employeeId);
  return answer.agree ? FACE_MESSAGES.agreed : FACE_MESSAGES.declined;
}

/** Withdrawing: the references and their templates go at once, and records still queued are not compared. */
export async function withdrawConsent(db: Kysely<Database>, files: FileStore, employeeId: number, userAgent: string | undefined, now: Date): Promise<string> {
  const employee = await db.selectFrom('employees').select('face_consent').where('id', '=', employeeId).executeTakeFirstOrThrow();
  if (employee.face_consent !== 'agreed') throw new ApiError(409, FACE_MESSAGES.notAgreed);
  await db.transaction().execute(async (trx) => {
    await recordAnswer(trx, employeeId, 'withdrawn', userAgent, now);
    await forgetFace(trx, employeeId);
  });
  await removeReferences(db, files, employeeId);
  return FACE_MESSAGES.withdrawn;
}

/** Records still waiting for their comparison are left unchecked. */
const forgetFace = (db: Kysely<Database>, employeeId: number) =>
  db.updateTable('face_checks').set({ status: 'not_checked', claimed_at: null }).where('employee_id', '=', employeeId).where('status', '=', 'queued').execute();
