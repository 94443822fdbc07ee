import { Hono } from 'hono';
import { type AttachmentUploadResponse, AttachmentUploadResponseSchema, LeaveActionResponseSchema, LeaveDecisionSchema, type LeaveHistoryItem, LeaveHistoryListSchema, LeaveIdSchema, type LeaveInboxItem, LeaveInboxSchema, type LeaveInsertResponse, LeaveInsertResponseSchema, type LeaveList, LeaveListSchema, type LeaveQuota, LeaveQuotaQuerySchema, LeaveQuotaSchema, LeaveRequestSchema, LeaveStatus, PeriodQuerySchema } from '../../src/contract/schemas';
import { formatLeaveDate } from '../../src/contract/leaveDate';
import { canSeeStaffAttendance } from '../../src/domain/staff';
import { idempotencyKey } from '../attendance/checks';
import { addDays, monthOf } from '../../src/contract/calendar';
import { subordinatesOf } from '../employees';
import { notifyLeaveDecided, notifyLeaveWaiting } from '../push/notifications';
import { checkAttachment, MAX_ATTACHMENT_BYTES } from '../files/attachment';
import { storeWithinAddressLimit } from '../files/uploadQuota';
import { fileUrl } from '../files/urls';
import { readRawBody, mediaType } from '../http/body';
import { clientAddress } from '../http/clientAddress';
import type { AppEnv, Services } from '../http/context';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ApiError } from '../http/errors';
import { requireEmployee } from '../http/requireEmployee';
import { readBody, readQuery } from '../http/validate';
import { yearQuota, yearTotals } from '../leave/quota';
import { ATTACHMENT_KIND, cancelLeave, decideLeave, LEAVE_MESSAGES, submitLeave } from '../leave/requests';
import { workingDays } from '../leave/workingDays';
import { jakartaDate } from '../time';
import { documented } from '../openapi/documented';

const dateRange = (start: string, end: string) => `${formatLeaveDate(start)} - ${formatLeaveDate(end)}`;
/** How many of the latest requests 'Riwayat' shows before a month is chosen. */
const LATEST_REQUESTS = 10;

/** The employee's requests as their history lists them (cancelled ones left out). */
const ownRequests = (db: Kysely<Database>, employeeId: number) =>
  db
    .selectFrom('leave_requests as r')
    .innerJoin('leave_types as t', 't.code', 'r.leave_type_code')
    .select(['r.id', 't.label', 'r.leave_type_code', 'r.start_date', 'r.end_date', 'r.description', 'r.attachment', 'r.status', 'r.working_days', 'r.decision_note'])
    .where('r.employee_id', '=', employeeId)
    .where('r.status', '!=', LeaveStatus.cancelled);

type OwnRequestRow = Awaited<ReturnType<ReturnType<typeof ownRequests>['execute']>>[number];

const historyItem = (services: Services, row: OwnRequestRow): LeaveHistoryItem => ({
  id: row.id,
  reason: row.label,
  reason_code: row.leave_type_code,
  date: dateRange(row.start_date, row.end_date),
  description: row.description,
  file: fileUrl(services, row.attachment),
  status: row.status,
  working_days: row.working_days,
  note: row.decision_note,
});

export const leaveRoutes = new Hono<AppEnv>()
  .get('/mobile-v2/izin/list', documented({
    summary: 'Pilihan alasan izin (`form`, dengan `attachment_after_days`: pengajuan lebih lama dari sekian hari wajib berlampiran) dan pengajuan yang bersinggungan dengan bulan itu (`history`, terbaru dulu; yang dibatalkan tidak tampil). Status 0 menunggu, 1 diterima, lainnya ditolak; `note` catatan atasan.',
    auth: true, query: PeriodQuerySchema, answer: LeaveListSchema, errors: [400, 401],
  }), requireEmployee, async (c) => {
    const services = c.get('services');
    const { period } = readQuery(c, PeriodQuerySchema);
    const { first, last } = monthOf(period);
    const [types, rows] = await Promise.all([
      services.db.selectFrom('leave_types').selectAll().orderBy('uses_quota', 'desc').orderBy('label').execute(),
      ownRequests(services.db, c.get('employee').id)
        .where('r.start_date', '<=', last)
        .where('r.end_date', '>=', first)
        .orderBy('r.start_date', 'desc')
        .orderBy('r.id', 'desc')
        .execute(),
    ]);
    const history = rows.map((row) => historyItem(services, row));
    const form = types.map((type) => ({ value: type.code, label: type.label, attachment_after_days: type.attachment_after_days }));
    return c.json({ form, history } satisfies LeaveList);
  })

  .get('/mobile-v2/izin/terbaru', documented({
    summary: 'Ekstensi produk ini: pengajuan izin pegawai yang terbaru, bulan apa pun (paling banyak 10, yang terakhir diajukan dulu; yang dibatalkan tidak tampil), seperti `history` pada daftar per bulan: pengajuan untuk bulan depan langsung terlihat setelah dikirim.',
    auth: true, answer: LeaveHistoryListSchema, errors: [401],
  }), requireEmployee, async (c) => {
    const services = c.get('services');
    const rows = await ownRequests(services.db, c.get('employee').id).orderBy('r.id', 'desc').limit(LATEST_REQUESTS).execute();
    return c.json(rows.map((row) => historyItem(services, row)));
  })

  .post('/mobile-v2/izin/insert', documented({
    summary: 'Mengajukan izin. Tanggal seperti `05 Maret 2025` (atau yyyy-mm-dd); akhir tidak sebelum awal, paling lama 60 hari, awal paling lama 30 hari lalu dan paling jauh 1 tahun lagi, minimal satu hari kerja; tidak bertumpuk dengan pengajuan menunggu/diterima (409); CUTI dalam satu tahun dan tidak melebihi kuota dikurangi cuti diterima dan menunggu (409). `filename` (id unggahan lampiran yang belum dipakai, atau null; teks kosong dan id lain ditolak 400) wajib bila jenisnya meminta lampiran; 409 bila lampirannya membuat ruang berkas pegawai melebihi batas yang diatur SDM. Header Idempotency-Key: dicatat sekali.',
    auth: true, body: LeaveRequestSchema, idempotent: true, answer: LeaveInsertResponseSchema, errors: [400, 401, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const body = await readBody(c, LeaveRequestSchema);
    const services = c.get('services');
    const { id, isNew } = await submitLeave(services, c.get('employee'), body, idempotencyKey(c.req.header('idempotency-key')));
    if (isNew) await notifyLeaveWaiting(services.db, services.notifier, id);
    return c.json({ message: LEAVE_MESSAGES.accepted, id } satisfies LeaveInsertResponse);
  })

  .post('/mobile-v2/izin/delete', documented({
    summary: 'Membatalkan pengajuan sendiri yang masih menunggu; lampirannya langsung dihapus (403 milik orang lain, 409 sudah diputuskan atau dibatalkan).',
    auth: true, body: LeaveIdSchema, answer: LeaveActionResponseSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const { id } = await readBody(c, LeaveIdSchema);
    await cancelLeave(c.get('services'), c.get('employee'), id);
    return c.json({ message: LEAVE_MESSAGES.cancelled });
  })

  .get('/mobile-v2/izin/get-kuota-cuti', documented({
    summary: 'Kuota cuti tahun ini (atau tahun `start_date`) dalam hari kerja: `akhir_sisa_kuota` = kuota − cuti diterima − cuti bersama yang memotong kuota (`cuti_bersama`, bila SDM mengaturnya); `menunggu` = cuti yang masih menunggu. Dengan `start_date` dan `end_date`: `hari_kerja` rentang itu (tanpa akhir pekan jadwal pegawai dan hari libur).',
    auth: true, query: LeaveQuotaQuerySchema, answer: LeaveQuotaSchema, errors: [400, 401],
  }), requireEmployee, async (c) => {
    const services = c.get('services');
    const employee = c.get('employee');
    const { start_date, end_date } = readQuery(c, LeaveQuotaQuerySchema);
    const year = Number((start_date ?? jakartaDate(services.now())).slice(0, 4));
    const quota = await yearQuota(services.db, employee.id, year);
    const days = start_date && end_date && start_date <= end_date && end_date < addDays(start_date, 366) ? await workingDays(services.db, employee, start_date, end_date) : null;
    return c.json({ ...quota, hari_kerja: days } satisfies LeaveQuota);
  })

  .get('/mobile-v2/izin/persetujuan', documented({
    summary: 'Ekstensi produk ini: pengajuan menunggu dari seluruh bawahan (langsung dan tidak langsung) atasan yang memanggil, dengan hari kerja, sisa kuota (cuti) dan lampiran. Hanya level jabatan di atas 4 (403).',
    auth: true, answer: LeaveInboxSchema, errors: [401, 403],
  }), requireEmployee, async (c) => {
    const services = c.get('services');
    const supervisor = c.get('employee');
    if (!canSeeStaffAttendance(supervisor.position_level)) throw new ApiError(403, LEAVE_MESSAGES.notSupervisor);
    const staff = new Map((await subordinatesOf(services.db, supervisor.id)).map((employee) => [employee.id, employee]));
    if (staff.size === 0) return c.json([]);
    const rows = await services.db
      .selectFrom('leave_requests as r')
      .innerJoin('leave_types as t', 't.code', 'r.leave_type_code')
      .select(['r.id', 'r.employee_id', 't.label', 't.uses_quota', 'r.leave_type_code', 'r.start_date', 'r.end_date', 'r.description', 'r.attachment', 'r.working_days', 'r.created_at'])
      .where('r.employee_id', 'in', [...staff.keys()])
      .where('r.status', '=', LeaveStatus.pending)
      .orderBy('r.start_date')
      .orderBy('r.id')
      .execute();
    const items: LeaveInboxItem[] = [];
    for (const row of rows) {
      const employee = staff.get(row.employee_id)!;
      const quota = row.uses_quota === 1 ? await yearQuota(services.db, employee.id, Number(row.start_date.slice(0, 4))) : null;
      items.push({
        id: row.id,
        name: employee.name,
        nup: employee.nup,
        position: employee.position,
        reason: row.label,
        reason_code: row.leave_type_code,
        start_date: row.start_date,
        end_date: row.end_date,
        date: dateRange(row.start_date, row.end_date),
        working_days: row.working_days ?? 0,
        quota_left: quota?.akhir_sisa_kuota ?? null,
        description: row.description,
        file: fileUrl(services, row.attachment),
        created_at: row.created_at,
        year_totals: await yearTotals(services.db, employee.id, Number(row.start_date.slice(0, 4))),
      });
    }
    return c.json(items);
  })

  .post('/mobile-v2/izin/putuskan', documented({
    summary: 'Ekstensi produk ini: menyetujui (`approve`) atau menolak (`reject`, `note` wajib; lampirannya langsung dihapus) pengajuan menunggu. 403 untuk level 4 ke bawah atau pengajuan di luar rantai bawahan; 409 bila sudah diputuskan, dibatalkan, atau persetujuan cuti melebihi kuota. Satu keputusan menang bila dua datang bersamaan.',
    auth: true, body: LeaveDecisionSchema, answer: LeaveActionResponseSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const supervisor = c.get('employee');
    if (!canSeeStaffAttendance(supervisor.position_level)) throw new ApiError(403, LEAVE_MESSAGES.notSupervisor);
    const { id, decision, note } = await readBody(c, LeaveDecisionSchema);
    const approve = decision === 'approve';
    const services = c.get('services');
    await decideLeave(services, { id, approve, note, decider: { employee: supervisor, scope: 'chain' } });
    await notifyLeaveDecided(services.db, services.notifier, id);
    return c.json({ message: approve ? LEAVE_MESSAGES.approved : LEAVE_MESSAGES.rejected });
  })

  /** docs/product.md §7: the attachment as the raw body with its content type, without the token header. */
  .post('/files/upload/pengajuan_izin', documented({
    summary: 'Lampiran izin sebagai body mentah dengan Content-Type-nya, tanpa header token (docs/product.md §7): JPEG/PNG yang dapat didekode utuh atau PDF utuh tanpa skrip/tindakan/berkas sisipan, sesuai jenis yang dikirim; maksimal 5 MB; per alamat paling banyak 20 berkas dan 25 MB per jam (429). Lampiran yang tidak dipakai pengajuan dalam 24 jam dihapus.',
    auth: false, raw: ['image/jpeg', 'image/png', 'application/pdf'], answer: AttachmentUploadResponseSchema, errors: [400, 413, 415, 429],
  }), async (c) => {
    const services = c.get('services');
    const bytes = await readRawBody(c, MAX_ATTACHMENT_BYTES);
    const attachment = await checkAttachment(mediaType(c), bytes);
    const filename = await storeWithinAddressLimit(services, clientAddress(c, services.config.trustProxyHops), { ...attachment, bytes, kind: ATTACHMENT_KIND });
    return c.json({ filename } satisfies AttachmentUploadResponse);
  });
