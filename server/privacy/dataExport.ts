import JSZip from 'jszip';
import type { Kysely } from 'kysely';
import type { DataExportState } from '../../src/contract/privacy';
import { RECORD_LABELS, VERIFICATION_BADGES } from '../../src/domain/verification';
import type { CorrectionRequestStatus } from '../../src/contract/correctionRequests';
import { CORRECTION_STATUS_LABELS } from '../../src/domain/correctionRequests';
import { leaveStatusBadge } from '../../src/domain/leave';
import { ACCESS_WHAT } from '../../src/domain/privacy';
import type { Verification } from '../../src/contract/verification';
import { wibMoment } from '../../src/format/indonesian';
import type { Database } from '../db/types';
import { isUniqueViolation } from '../db/errors';
import { csvText } from '../files/csvText';
import { signedFileUrl } from '../files/signedUrl';
import { type FileStore, removeUnclaimed, storeFile } from '../files/storage';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { jakartaDate } from '../time';
import { accessesOf } from './accessLog';

/** The link to a ready copy lasts this long; the page asks for a new one each time it is opened. */
const LINK_LIFETIME_MS = 10 * 60 * 1000;
/** A copy is kept this long after it is ready, then its file is deleted. */
const KEPT_DAYS = 7;
/** A copy taken to prepare by a process that died is taken over after this. */
const CLAIM_MS = 10 * 60 * 1000;

export const ONCE_A_DAY = 'Salinan data hanya dapat diminta sekali sehari. Coba lagi besok.';

/** The employee's latest copy and whether another may be asked for today. */
export async function exportState(services: Services, employeeId: number): Promise<DataExportState> {
  const { db, now, config } = services;
  const latest = await db
    .selectFrom('data_exports as x')
    .leftJoin('stored_files as f', 'f.id', 'x.file_id')
    .select(['x.day', 'x.status', 'x.requested_at', 'x.ready_at', 'x.file_id', 'f.size'])
    .where('x.employee_id', '=', employeeId)
    .orderBy('x.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const canRequest = latest?.day !== jakartaDate(now());
  if (!latest || latest.status === 'expired') return { status: 'none', requested_at: null, ready_at: null, url: null, size: null, can_request: canRequest };
  const ready = latest.status === 'ready' && latest.file_id !== null;
  return {
    status: latest.status as DataExportState['status'],
    requested_at: latest.requested_at,
    ready_at: latest.ready_at,
    url: ready ? signedFileUrl(latest.file_id!, config.jwtSecret, now(), LINK_LIFETIME_MS) : null,
    size: ready ? latest.size : null,
    can_request: canRequest,
  };
}

/** Asks for a copy: one a WIB day (two at once: one is taken, the other refused), prepared in the background. */
export async function requestExport(services: Services, employeeId: number): Promise<void> {
  const at = services.now();
  try {
    await services.db.insertInto('data_exports').values({ employee_id: employeeId, day: jakartaDate(at), requested_at: at.toISOString(), status: 'preparing', claimed_at: null, file_id: null, ready_at: null }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, ONCE_A_DAY);
    throw error;
  }
}

/** Takes one copy to prepare: waiting, or taken by a process that stopped long ago. */
async function claimOne(db: Kysely<Database>, now: Date) {
  const stale = new Date(now.getTime() - CLAIM_MS).toISOString();
  const waiting = await db
    .selectFrom('data_exports')
    .select(['id', 'employee_id', 'claimed_at'])
    .where('status', '=', 'preparing')
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!waiting) return null;
  const taken = await db
    .updateTable('data_exports')
    .set({ claimed_at: now.toISOString() })
    .where('id', '=', waiting.id)
    .where('status', '=', 'preparing')
    .where((eb) => (waiting.claimed_at === null ? eb('claimed_at', 'is', null) : eb('claimed_at', '=', waiting.claimed_at)))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? waiting : null;
}

/**
 * Prepares the copies asked for, one at a time, each claimed once across processes: a ZIP of the employee's own data
 * kept as a stored file of theirs (sealed like every photo). Answers how many it prepared.
 */
export async function prepareExports(db: Kysely<Database>, files: FileStore, now: () => Date): Promise<number> {
  let prepared = 0;
  for (let claimed = await claimOne(db, now()); claimed; claimed = await claimOne(db, now())) {
    try {
      const zip = await employeeCopy(db, files, claimed.employee_id, now());
      const fileId = await storeFile(db, files, { bytes: zip, kind: 'export', ownerId: claimed.employee_id, contentType: 'application/zip', width: null, height: null, claimed: true }, now());
      await db.updateTable('data_exports').set({ status: 'ready', file_id: fileId, ready_at: now().toISOString() }).where('id', '=', claimed.id).execute();
      prepared += 1;
    } catch (error) {
      console.error('Salinan data pegawai gagal disiapkan:', error);
      await db.updateTable('data_exports').set({ status: 'failed' }).where('id', '=', claimed.id).execute();
    }
  }
  return prepared;
}

/** Copies ready for longer than a week: their files are deleted, their rows kept as 'expired'. */
export async function expireExports(db: Kysely<Database>, files: FileStore, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEPT_DAYS * 86_400_000).toISOString();
  const old = await db.selectFrom('data_exports').select(['id', 'file_id']).where('status', '=', 'ready').where('ready_at', '<', before).execute();
  if (old.length === 0) return 0;
  const fileIds = old.map((row) => row.file_id).filter((id): id is string => id !== null);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('data_exports').set({ status: 'expired', file_id: null }).where('id', 'in', old.map((row) => row.id)).execute();
    if (fileIds.length > 0) await trx.updateTable('stored_files').set({ claimed_at: null }).where('id', 'in', fileIds).execute();
  });
  await removeUnclaimed(db, files, fileIds);
  return old.length;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };
const DIRECTION = { in: 'masuk', out: 'pulang' } as const;
const verificationWords = (value: string) => VERIFICATION_BADGES[value as Verification] ?? value;

const README = `Salinan data pribadi Anda dari aplikasi Absensi.

data-diri.json            data diri dan data pekerjaan Anda
absen.csv, absen.json     absen masuk dan pulang: jam, posisi, jarak, status, keputusan, dan nama berkas fotonya
lembur.csv, lembur.json   absen lembur
izin.csv, izin.json       pengajuan izin dan cuti
koreksi.csv, koreksi.json pengajuan koreksi absen
perubahan-data.json       pengajuan perubahan data diri
perintah-lembur.json      perintah dan pengajuan lembur
perangkat.json            ponsel yang masuk ke akun Anda, kunci sandi (passkey) dan langganan notifikasi
persetujuan.json          jawaban persetujuan pemeriksaan wajah dan pembacaan pemberitahuan privasi
akses.csv, akses.json     siapa yang melihat foto, posisi, atau foto rujukan wajah Anda
foto/                     foto dan lampiran yang masih disimpan; yang sudah dihapus sesuai kebijakan retensi tidak ada

Waktu dalam JSON memakai UTC (ISO 8601); dalam CSV memakai WIB. Berkas CSV memakai pemisah titik koma.
`;

/** The content type of each of these files still stored, read a few hundred at a time. */
async function contentTypesOf(db: Kysely<Database>, fileIds: (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(fileIds.filter((id): id is string => id !== null))];
  const types = new Map<string, string>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db.selectFrom('stored_files').select(['id', 'content_type']).where('id', 'in', ids.slice(start, start + 500)).execute();
    for (const row of rows) types.set(row.id, row.content_type);
  }
  return types;
}

/** The ZIP: JSON for programs, CSV for spreadsheets, the photos still held; only this employee's data. */
export async function employeeCopy(db: Kysely<Database>, files: FileStore, employeeId: number, now: Date): Promise<Uint8Array> {
  const [person, attendance, overtime, leave, corrections, orders, passkeys, sessions, deviceTokens, consents, noticeReads, references, accesses, personalChanges] = await Promise.all([
    db
      .selectFrom('employees as e')
      .leftJoin('departments as d', 'd.id', 'e.department_id')
      .leftJoin('sub_departments as s', 's.id', 'e.sub_department_id')
      .leftJoin('offices as o', 'o.id', 'e.office_id')
      .leftJoin('employees as sup', 'sup.id', 'e.supervisor_id')
      .select([
        'e.username', 'e.nup', 'e.name', 'e.position', 'e.position_level', 'd.name as department', 's.name as sub_department', 'o.name as office', 'sup.name as supervisor',
        'e.birth_place', 'e.birth_date', 'e.contact', 'e.address', 'e.married_status', 'e.blood_type', 'e.religion', 'e.last_education', 'e.entry_date', 'e.grade',
        'e.grade_date', 'e.dependent_children', 'e.start_date', 'e.end_date', 'e.role', 'e.field_staff', 'e.face_consent', 'e.reminders', 'e.photo_file_id', 'e.created_at',
      ])
      .where('e.id', '=', employeeId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('attendance as a').leftJoin('offices as o', 'o.id', 'a.office_id').selectAll('a').select('o.name as office').where('a.employee_id', '=', employeeId).orderBy('a.work_date').orderBy('a.direction').execute(),
    db.selectFrom('overtime').selectAll().where('employee_id', '=', employeeId).orderBy('work_date').orderBy('direction').execute(),
    db.selectFrom('leave_requests as l').innerJoin('leave_types as t', 't.code', 'l.leave_type_code').selectAll('l').select('t.label as type').where('l.employee_id', '=', employeeId).orderBy('l.id').execute(),
    db.selectFrom('correction_requests').selectAll().where('employee_id', '=', employeeId).orderBy('id').execute(),
    db.selectFrom('overtime_orders').selectAll().where('employee_id', '=', employeeId).orderBy('id').execute(),
    db.selectFrom('passkeys').select(['name', 'status', 'created_at', 'last_used_at']).where('employee_id', '=', employeeId).orderBy('created_at').execute(),
    db.selectFrom('sessions').select(['created_at', 'ended_at', 'device_id']).where('employee_id', '=', employeeId).orderBy('created_at').execute(),
    db.selectFrom('device_tokens').select(['created_at', 'last_seen_at']).where('employee_id', '=', employeeId).orderBy('created_at').execute(),
    db.selectFrom('face_consents').select(['version', 'decision', 'decided_at', 'device']).where('employee_id', '=', employeeId).orderBy('id').execute(),
    db.selectFrom('privacy_notice_reads').select(['version', 'first_read_at']).where('employee_id', '=', employeeId).orderBy('id').execute(),
    db.selectFrom('face_references').select(['id', 'file_id', 'created_at']).where('employee_id', '=', employeeId).orderBy('id').execute(),
    accessesOf(db, employeeId, Number.MAX_SAFE_INTEGER),
    db.selectFrom('personal_change_requests').select(['field', 'old_value', 'new_value', 'reason', 'status', 'created_at', 'decided_at', 'decision_note']).where('employee_id', '=', employeeId).orderBy('id').execute(),
  ]);

  const zip = new JSZip();
  zip.file('BACA-SAYA.txt', README);
  const contentTypes = await contentTypesOf(db, [
    person.photo_file_id,
    ...attendance.flatMap((record) => [record.face_file_id, record.location_file_id, record.letter_file_id]),
    ...overtime.flatMap((record) => [record.face_file_id, record.location_file_id]),
    ...leave.map((request) => request.attachment),
    ...corrections.map((request) => request.evidence_file_id),
    ...references.map((reference) => reference.file_id),
  ]);
  /** Photos added as they are read, one at a time; the name each is given in the copy, or null when none is held. */
  const photo = async (fileId: string | null, name: string): Promise<string | null> => {
    const contentType = fileId && contentTypes.get(fileId);
    const bytes = contentType && (await files.read(db, fileId));
    if (!contentType || !bytes) return null;
    const path = `foto/${name}.${EXTENSIONS[contentType] ?? 'bin'}`;
    zip.file(path, bytes, { binary: true, compression: 'STORE' });
    return path;
  };

  const { photo_file_id, ...personal } = person;
  zip.file('data-diri.json', JSON.stringify({ ...personal, photo: await photo(photo_file_id, 'profil'), exported_at: now.toISOString() }, null, 2));

  const attendanceRows = [];
  for (const record of attendance) {
    const base = `absen/${record.work_date}-${DIRECTION[record.direction as 'in' | 'out']}`;
    attendanceRows.push({
      date: record.work_date, direction: record.direction, checked_at: record.checked_at, recorded_at: record.recorded_at, verification: record.verification, flags: record.flags,
      decision_note: record.decision_note, latitude: record.latitude, longitude: record.longitude, accuracy_m: record.accuracy_m, distance_m: record.distance_m, office: record.office,
      inside_office: record.inside_office === 1, is_late: record.is_late === 1, anomaly: record.anomaly, taken_offline: record.taken_offline === 1, source: record.source,
      correction_note: record.correction_note, photos_removed_at: record.photos_removed_at,
      face_photo: await photo(record.face_file_id, `${base}-wajah`), location_photo: await photo(record.location_file_id, `${base}-lokasi`), letter_photo: await photo(record.letter_file_id, `${base}-surat-tugas`),
    });
  }
  zip.file('absen.json', JSON.stringify(attendanceRows, null, 2));
  zip.file('absen.csv', csvText([
    ['Tanggal', 'Jenis', 'Jam (WIB)', 'Diterima (WIB)', 'Status', 'Lintang', 'Bujur', 'Ketepatan (m)', 'Jarak (m)', 'Kantor', 'Catatan keputusan', 'Foto wajah', 'Foto dihapus'],
    ...attendanceRows.map((row) => [
      row.date, RECORD_LABELS.attendance[row.direction as 'in' | 'out'], wibMoment(row.checked_at), wibMoment(row.recorded_at), verificationWords(row.verification), row.latitude, row.longitude,
      row.accuracy_m, row.distance_m, row.office, row.decision_note, row.face_photo, row.photos_removed_at ? wibMoment(row.photos_removed_at) : null,
    ]),
  ]));

  const overtimeRows = [];
  for (const record of overtime) {
    const base = `lembur/${record.work_date}-${record.direction === 'in' ? 'mulai' : 'selesai'}`;
    overtimeRows.push({
      date: record.work_date, direction: record.direction, checked_at: record.checked_at, recorded_at: record.recorded_at, verification: record.verification, flags: record.flags,
      decision_note: record.decision_note, latitude: record.latitude, longitude: record.longitude, accuracy_m: record.accuracy_m, inside_office: record.inside_office === 1,
      duration_minutes: record.duration_minutes, auto_closed_at: record.auto_closed_at, photos_removed_at: record.photos_removed_at,
      face_photo: await photo(record.face_file_id, `${base}-wajah`), location_photo: await photo(record.location_file_id, `${base}-lokasi`),
    });
  }
  zip.file('lembur.json', JSON.stringify(overtimeRows, null, 2));
  zip.file('lembur.csv', csvText([
    ['Tanggal', 'Jenis', 'Jam (WIB)', 'Status', 'Durasi (menit)', 'Lintang', 'Bujur', 'Catatan keputusan', 'Foto wajah'],
    ...overtimeRows.map((row) => [row.date, RECORD_LABELS.overtime[row.direction as 'in' | 'out'], wibMoment(row.checked_at), verificationWords(row.verification), row.duration_minutes, row.latitude, row.longitude, row.decision_note, row.face_photo]),
  ]));

  const leaveRows = [];
  for (const request of leave) {
    leaveRows.push({
      type: request.type, start_date: request.start_date, end_date: request.end_date, working_days: request.working_days, description: request.description, status: request.status,
      created_at: request.created_at, decided_at: request.decided_at, decision_note: request.decision_note, cancelled_at: request.cancelled_at, photos_removed_at: request.photos_removed_at,
      attachment: await photo(request.attachment, `izin/${request.start_date}-lampiran-${request.id}`),
    });
  }
  zip.file('izin.json', JSON.stringify(leaveRows, null, 2));
  zip.file('izin.csv', csvText([
    ['Jenis', 'Mulai', 'Sampai', 'Hari kerja', 'Keterangan', 'Status', 'Diajukan (WIB)', 'Catatan keputusan', 'Lampiran'],
    ...leaveRows.map((row) => [row.type, row.start_date, row.end_date, row.working_days, row.description, leaveStatusBadge(row.status).label, wibMoment(row.created_at), row.decision_note, row.attachment]),
  ]));

  const correctionRows = [];
  for (const request of corrections) {
    correctionRows.push({
      date: request.work_date, direction: request.direction, time: request.time, reason: request.reason, status: request.status, created_at: request.created_at,
      decided_at: request.decided_at, decision_note: request.decision_note, photos_removed_at: request.photos_removed_at,
      evidence: await photo(request.evidence_file_id, `koreksi/${request.work_date}-${DIRECTION[request.direction as 'in' | 'out']}-bukti-${request.id}`),
    });
  }
  zip.file('koreksi.json', JSON.stringify(correctionRows, null, 2));
  zip.file('koreksi.csv', csvText([
    ['Tanggal', 'Jenis', 'Jam', 'Alasan', 'Status', 'Diajukan (WIB)', 'Catatan keputusan', 'Bukti'],
    ...correctionRows.map((row) => [row.date, RECORD_LABELS.attendance[row.direction as 'in' | 'out'], row.time, row.reason, CORRECTION_STATUS_LABELS[row.status as CorrectionRequestStatus] ?? row.status, wibMoment(row.created_at), row.decision_note, row.evidence]),
  ]));

  zip.file('perubahan-data.json', JSON.stringify(personalChanges, null, 2));
  zip.file('perintah-lembur.json', JSON.stringify(orders.map(({ employee_id: _self, ...order }) => order), null, 2));
  zip.file('perangkat.json', JSON.stringify({ passkeys, sessions, notifications: deviceTokens }, null, 2));
  const referencePhotos = [];
  for (const [index, reference] of references.entries()) referencePhotos.push({ created_at: reference.created_at, photo: await photo(reference.file_id, `rujukan-wajah-${index + 1}`) });
  zip.file('persetujuan.json', JSON.stringify({ face_check: { standing: person.face_consent, answers: consents, references: referencePhotos }, privacy_notice_reads: noticeReads }, null, 2));
  zip.file('akses.json', JSON.stringify(accesses, null, 2));
  zip.file('akses.csv', csvText([
    ['Yang melihat', 'Apa', 'Absen', 'Tanggal absen', 'Waktu (WIB)'],
    ...accesses.map((entry) => [entry.viewer, ACCESS_WHAT[entry.what], entry.record ? RECORD_LABELS[entry.record.kind][entry.record.direction] : null, entry.record?.date ?? null, wibMoment(entry.viewed_at)]),
  ]));
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}
