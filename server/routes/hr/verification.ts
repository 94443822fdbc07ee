import { isFlagCode } from '../../../src/domain/verification';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { type CorrectionAnswer, CorrectionAnswerSchema, CorrectionDecisionSchema, CorrectionInboxSchema } from '../../../src/contract/correctionRequests';
import { correctionInbox, decideCorrection } from '../../attendance/correctionRequests';
import type { Database, Employee, SignedInEmployee } from '../../db/types';
import {
  FaceMatchApprovalResponseSchema,
  FaceMatchApprovalSchema,
  type RecordDecisionResponse,
  RecordDecisionResponseSchema,
  RecordDecisionSchema,
  VerificationQueueSchema,
} from '../../../src/contract/schemas';
import { closeExpiredOvertime, employeesWithOpenOvertime } from '../../attendance/overtimeRules';
import { approveFaceMatches, decideRecord, RECORD_MESSAGES } from '../../attendance/recordDecisions';
import type { AppEnv } from '../../http/context';
import { readBody } from '../../http/validate';
import { pendingRecords } from '../verification';
import { holdsCompanyAuthority } from '../../../src/domain/roles';
import { documented } from '../../openapi/documented';

/** Everyone whose records and requests this HR member may decide: never their own; HR staff's and admins' only for an admin. */
async function decidableBy(db: Kysely<Database>, actor: SignedInEmployee): Promise<Map<number, Employee>> {
  const everyone = await db.selectFrom('employees').selectAll().execute();
  return new Map(everyone.filter((employee) => employee.id !== actor.id && holdsCompanyAuthority(actor.role, employee.role)).map((employee) => [employee.id, employee]));
}

/** HR's verification queue: the supervisors' queue for the whole company, with the same three decisions, audited. */
export const hrVerificationRoutes = new Hono<AppEnv>()
  .get('/verification', documented({
    summary: 'Konsol SDM: antrean verifikasi seluruh perusahaan (absen dan lembur `pending` semua pegawai), bentuknya sama dengan antrean atasan; lembur yang terbuka melewati batasnya ditutup dulu.',
    auth: true, answer: VerificationQueueSchema, errors: [401, 403],
  }), async (c) => {
    const services = c.get('services');
    for (const id of await employeesWithOpenOvertime(services.db)) await closeExpiredOvertime(services.db, id, services.now());
    return c.json(await pendingRecords(services, await decidableBy(services.db, c.get('employee')), c.get('employee').id));
  })

  .get('/verification/corrections', documented({
    summary: 'Konsol SDM: pengajuan koreksi absen yang menunggu dari seluruh pegawai yang boleh diputuskan SDM ini, bentuknya sama dengan daftar atasan.',
    auth: true, answer: CorrectionInboxSchema, errors: [401, 403],
  }), async (c) => {
    const services = c.get('services');
    return c.json(await correctionInbox(services, await decidableBy(services.db, c.get('employee')), c.get('employee').id));
  })

  .post('/verification/corrections/decide', documented({
    summary: 'Konsol SDM: menyetujui atau menolak (`note` wajib) pengajuan koreksi absen pegawai mana pun kecuali milik sendiri (403), petugas SDM dan admin hanya oleh admin; yang ditolak, foto buktinya langsung dihapus. 404 bila tidak ada; 409 bila sudah diputuskan atau ditarik. Tercatat di log audit; pegawai diberi tahu.',
    auth: true, body: CorrectionDecisionSchema, answer: CorrectionAnswerSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), async (c) => {
    const { id, decision, note } = await readBody(c, CorrectionDecisionSchema);
    const message = await decideCorrection(c.get('services'), { id, approve: decision === 'approve', note, decider: { employee: c.get('employee'), scope: 'company' } });
    return c.json({ message } satisfies CorrectionAnswer);
  })

  .post('/verification/decide', documented({
    summary: 'Konsol SDM: memutuskan absen atau lembur `pending` pegawai mana pun dengan tiga keputusan yang sama seperti atasan (`approve`, `accept_at_receipt`, `reject` dengan `note`), dengan `flags_seen`, `clock_out_time` dan `clock_in_only` seperti atasan; tidak untuk absen sendiri (403). Tercatat di log audit bersama keputusannya. 404 bila tidak ada; 409 bila sudah diputuskan atau tandanya berubah; satu keputusan menang bila dua datang bersamaan.',
    auth: true, body: RecordDecisionSchema, answer: RecordDecisionResponseSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), async (c) => {
    const { kind, id, decision, note, flags_seen, clock_out_time, clock_in_only } = await readBody(c, RecordDecisionSchema);
    const clockOut = clock_in_only ? 'clock_in_only' : clock_out_time ? { time: clock_out_time } : undefined;
    const verification = await decideRecord(c.get('services'), { kind, id, decision, note, flagsSeen: flags_seen.filter(isFlagCode), clockOut, decider: { employee: c.get('employee'), scope: 'company' } });
    return c.json({ message: RECORD_MESSAGES.decided[kind][decision], verification } satisfies RecordDecisionResponse);
  })
  .post('/verification/approve-face-matches', documented({
    summary: 'Konsol SDM: "Setujui yang Wajahnya Cocok" untuk seluruh perusahaan, sama dengan atasan (`records`, 1–200; wajah cocok dan hanya flag ringan; masing-masing tercatat di log audit; bukan absen sendiri). Yang tidak memenuhi dilewati.',
    auth: true, body: FaceMatchApprovalSchema, answer: FaceMatchApprovalResponseSchema, errors: [400, 401, 403, 413, 415],
  }), async (c) => {
    const { records } = await readBody(c, FaceMatchApprovalSchema);
    return c.json(await approveFaceMatches(c.get('services'), records, { employee: c.get('employee'), scope: 'company' }));
  });
