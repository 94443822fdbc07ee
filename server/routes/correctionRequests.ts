import { Hono } from 'hono';
import {
  type CorrectionAnswer,
  CorrectionAnswerSchema,
  CorrectionDecisionSchema,
  CorrectionIdSchema,
  CorrectionInboxSchema,
  CorrectionRequestInputSchema,
  CorrectionRequestsSchema,
} from '../../src/contract/correctionRequests';
import { canSeeStaffAttendance } from '../../src/domain/staff';
import { idempotencyKey } from '../attendance/checks';
import { CORRECTION_MESSAGES, correctionChoices, correctionInbox, decideCorrection, notifyCorrectionWaiting, submitCorrection, withdrawCorrection } from '../attendance/correctionRequests';
import { subordinatesOf } from '../employees';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { requireEmployee } from '../http/requireEmployee';
import { readBody } from '../http/validate';
import { documented } from '../openapi/documented';

const NOT_SUPERVISOR = 'Pengajuan koreksi staf hanya untuk atasan (level jabatan di atas 4).';

/** Correction requests (docs/hr.md, "Correction requests"): the employee's own, and their supervisors' decisions. */
export const correctionRequestRoutes = new Hono<AppEnv>()
  .get('/mobile-v2/koreksi-absen', documented({
    summary: 'Ekstensi produk ini: pilihan formulir Pengajuan Koreksi Absen (hari yang boleh diajukan, terbaru dulu, sebanyak `window_days` yang diatur SDM; kantor pegawai) dan pengajuan koreksi pegawai sendiri yang terbaru beserta statusnya.',
    auth: true, answer: CorrectionRequestsSchema, errors: [401],
  }), requireEmployee, async (c) => c.json(await correctionChoices(c.get('services'), c.get('employee'))))

  .post('/mobile-v2/koreksi-absen', documented({
    summary: 'Ekstensi produk ini: mengajukan koreksi absen masuk atau pulang yang terlupa atau salah: tanggal (salah satu `days`), `direction`, jam `time` (HH:mm menurut zona kantor), `office_id` (kantor pegawai, atau null untuk di luar kantor), alasan, foto bukti opsional (`filename`: id unggahan lampiran yang belum dipakai, atau null; teks kosong dan id lain ditolak 400). 400 di luar jendela hari, jam belum terjadi, kantor bukan milik pegawai, atau urutan masuk/pulang terbalik; 409 bila sudah ada pengajuan menunggu untuk hari dan arah itu, atau bila foto bukti membuat ruang berkas pegawai melebihi batas yang diatur SDM. Header Idempotency-Key: dicatat sekali. Atasan langsung diberi tahu.',
    auth: true, body: CorrectionRequestInputSchema, idempotent: true, answer: CorrectionAnswerSchema, errors: [400, 401, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const services = c.get('services');
    const employee = c.get('employee');
    const body = await readBody(c, CorrectionRequestInputSchema);
    const { isNew } = await submitCorrection(services, employee, body, idempotencyKey(c.req.header('idempotency-key')));
    if (isNew) notifyCorrectionWaiting(services, employee, body);
    return c.json({ message: CORRECTION_MESSAGES.submitted } satisfies CorrectionAnswer);
  })

  .post('/mobile-v2/koreksi-absen/tarik', documented({
    summary: 'Ekstensi produk ini: menarik pengajuan koreksi sendiri yang masih menunggu; foto buktinya langsung dihapus (403 milik orang lain, 404 tidak ada, 409 sudah diputuskan atau ditarik).',
    auth: true, body: CorrectionIdSchema, answer: CorrectionAnswerSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const { id } = await readBody(c, CorrectionIdSchema);
    await withdrawCorrection(c.get('services'), c.get('employee'), id);
    return c.json({ message: CORRECTION_MESSAGES.withdrawn } satisfies CorrectionAnswer);
  })

  .get('/mobile-v2/verifikasi-absen/koreksi', documented({
    summary: 'Ekstensi produk ini: pengajuan koreksi yang menunggu dari seluruh bawahan atasan yang memanggil, terlama dulu, dengan bukti hari itu (absen yang tercatat, shift, izin, foto bukti). Hanya level jabatan di atas 4 (403).',
    auth: true, answer: CorrectionInboxSchema, errors: [401, 403],
  }), requireEmployee, async (c) => {
    const services = c.get('services');
    const supervisor = c.get('employee');
    if (!canSeeStaffAttendance(supervisor.position_level)) throw new ApiError(403, NOT_SUPERVISOR);
    const staff = new Map((await subordinatesOf(services.db, supervisor.id)).map((employee) => [employee.id, employee]));
    return c.json(await correctionInbox(services, staff, supervisor.id));
  })

  .post('/mobile-v2/verifikasi-absen/koreksi/putuskan', documented({
    summary: 'Ekstensi produk ini: menyetujui (`approve`: absen dibuat atau dikoreksi sesuai pengajuan, dihitung, `source` `request`) atau menolak (`reject`, `note` wajib; foto buktinya langsung dihapus) pengajuan koreksi staf. 403 untuk level 4 ke bawah atau pengajuan sendiri; 404 di luar rantai bawahan; 409 bila sudah diputuskan atau ditarik; 400 bila jamnya kini bertabrakan dengan absen lain hari itu. Tercatat di log audit; pegawai diberi tahu.',
    auth: true, body: CorrectionDecisionSchema, answer: CorrectionAnswerSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const supervisor = c.get('employee');
    if (!canSeeStaffAttendance(supervisor.position_level)) throw new ApiError(403, NOT_SUPERVISOR);
    const { id, decision, note } = await readBody(c, CorrectionDecisionSchema);
    const message = await decideCorrection(c.get('services'), { id, approve: decision === 'approve', note, decider: { employee: supervisor, scope: 'chain' } });
    return c.json({ message } satisfies CorrectionAnswer);
  });
