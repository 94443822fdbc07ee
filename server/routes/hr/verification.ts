import { Hono } from 'hono';
import { type RecordDecisionResponse, RecordDecisionResponseSchema, RecordDecisionSchema, VerificationQueueSchema } from '../../../src/contract/schemas';
import { closeExpiredOvertime, employeesWithOpenOvertime } from '../../attendance/overtimeRules';
import { decideRecord, RECORD_MESSAGES } from '../../attendance/recordDecisions';
import type { AppEnv } from '../../http/context';
import { readBody } from '../../http/validate';
import { pendingRecords } from '../verification';
import { holdsCompanyAuthority } from '../../../src/domain/roles';
import { documented } from '../../openapi/documented';

/** HR's verification queue: the supervisors' queue for the whole company, with the same three decisions, audited. */
export const hrVerificationRoutes = new Hono<AppEnv>()
  .get('/verification', documented({
    summary: 'Konsol SDM: antrean verifikasi seluruh perusahaan (absen dan lembur `pending` semua pegawai), bentuknya sama dengan antrean atasan; lembur yang terbuka melewati batasnya ditutup dulu.',
    auth: true, answer: VerificationQueueSchema, errors: [401, 403],
  }), async (c) => {
    const services = c.get('services');
    for (const id of await employeesWithOpenOvertime(services.db)) await closeExpiredOvertime(services.db, id, services.now());
    // Only the records this HR member may decide: never their own, HR staff's and admins' only for an admin.
    const actor = c.get('employee');
    const everyone = await services.db.selectFrom('employees').selectAll().execute();
    const decidable = everyone.filter((employee) => employee.id !== actor.id && holdsCompanyAuthority(actor.role, employee.role));
    return c.json(await pendingRecords(services, new Map(decidable.map((employee) => [employee.id, employee]))));
  })

  .post('/verification/decide', documented({
    summary: 'Konsol SDM: memutuskan absen atau lembur `pending` pegawai mana pun dengan tiga keputusan yang sama seperti atasan (`approve`, `accept_at_receipt`, `reject` dengan `note`); tidak untuk absen sendiri (403). Tercatat di log audit bersama keputusannya. 404 bila tidak ada; 409 bila sudah diputuskan; satu keputusan menang bila dua datang bersamaan.',
    auth: true, body: RecordDecisionSchema, answer: RecordDecisionResponseSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), async (c) => {
    const { kind, id, decision, note } = await readBody(c, RecordDecisionSchema);
    const verification = await decideRecord(c.get('services'), { kind, id, decision, note, decider: { employee: c.get('employee'), scope: 'company' } });
    return c.json({ message: RECORD_MESSAGES.decided[decision], verification } satisfies RecordDecisionResponse);
  });
