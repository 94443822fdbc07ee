import type { Kysely } from 'kysely';
import type { FaceConsent } from '../../src/contract/faces';
import type { Database } from '../db/types';

/** The employee's standing answer to the face check and when they last answered (docs/faces.md, "Consent"). */
export async function standingConsent(db: Kysely<Database>, employeeId: number): Promise<{ consent: FaceConsent; decided_at: string | null }> {
  const [employee, last] = await Promise.all([
    db.selectFrom('employees').select('face_consent').where('id', '=', employeeId).executeTakeFirstOrThrow(),
    db.selectFrom('face_consents').select('decided_at').where('employee_id', '=', employeeId).orderBy('id', 'desc').executeTakeFirst(),
  ]);
  return { consent: employee.face_consent as FaceConsent, decided_at: last?.decided_at ?? null };
}
