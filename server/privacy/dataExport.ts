import { type Kysely, sql } from 'kysely';
import type { DataExportState } from '../../src/contract/privacy';
import { RECORD_LABELS, VERIFICATION_BADGES } from '../../src/domain/verification';
import type { CorrectionRequestStatus } from '../../src/contract/correctionRequests';
import { CORRECTION_STATUS_LABELS } from '../../src/domain/correctionRequests';
import { leaveStatusBadge } from '../../src/domain/leave';
import { ACCESS_WHAT, DATA_EXPORT_PART_BYTES, dataExportFileName, fileSizeWords } from '../../src/domain/privacy';
import type { Verification } from '../../src/contract/verification';
import { wibMoment } from '../../src/format/indonesian';
import { isPostgres } from '../db/database';
import type { Database } from '../db/types';
import { isUniqueViolation } from '../db/errors';
import { csvText } from '../files/csvText';
import { MissingPhotoKey } from '../files/sealing';
import { signedFileUrl } from '../files/signedUrl';
import { type FileStore, removeUnclaimed, storeStreamedFile } from '../files/storage';
import { ZipParts } from '../files/zipParts';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { jakartaDate } from '../time';
import { accessesOf } from './accessLog';

/** The link to a ready copy lasts this long; the page asks for a new one each time it is opened. */
const LINK_LIFETIME_MS = 10 * 60 * 1000;
/** A copy is kept this long after it is ready (or until the employee's next copy is), then its files are deleted. */
const KEPT_DAYS = 7;
/** A copy taken to prepare by a process that died is taken over after this; the process preparing it renews it more often. */
const CLAIM_MS = 10 * 60 * 1000;
const RENEW_MS = 60 * 1000;
/** Copies prepared at once across every server process (one at a time in each): each reads and writes up to a few GB. */
export const EXPORTS_AT_ONCE = 2;
/** PostgreSQL advisory lock under which a copy is claimed, so that the count of copies under way holds across processes. */
const CLAIM_LOCK = 7_102_611;

export const ONCE_A_DAY = 'Salinan data hanya dapat diminta sekali sehari. Coba lagi besok.';

/** The parts of these copies, in order: their files and sizes. */
async function partsOf(db: Kysely<Database>, exportIds: number[]) {
  if (exportIds.length === 0) return [];
  return db
    .selectFrom('data_export_parts as p')
    .innerJoin('stored_files as f', 'f.id', 'p.file_id')
    .select(['p.export_id', 'p.part', 'p.file_id', 'f.size'])
    .where('p.export_id', 'in', exportIds)
    .orderBy('p.export_id')
    .orderBy('p.part')
    .execute();
}

/** The employee's latest copy and whether another may be asked for today. */
export async function exportState(services: Services, employeeId: number): Promise<DataExportState> {
  const { db, now, config } = services;
  const latest = await db
    .selectFrom('data_exports')
    .select(['id', 'day', 'status', 'requested_at', 'ready_at'])
    .where('employee_id', '=', employeeId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const canRequest = latest?.day !== jakartaDate(now());
  if (!latest || latest.status === 'expired') return { status: 'none', requested_at: null, ready_at: null, url: null, size: null, can_request: canRequest };
  const held = latest.status === 'ready' ? await partsOf(db, [latest.id]) : [];
  const parts = held.map((part) => ({ name: dataExportFileName(part.part, held.length), url: signedFileUrl(part.file_id, config.jwtSecret, now(), LINK_LIFETIME_MS), size: part.size }));
  const ready = parts.length > 0;
  return {
    status: latest.status as DataExportState['status'],
    requested_at: latest.requested_at,
    ready_at: latest.ready_at,
    url: ready ? parts[0]!.url : null,
    size: ready ? parts.reduce((sum, part) => sum + part.size, 0) : null,
    ...(ready && { parts }),
    can_request: canRequest,
  };
}

/** The name a copy's ZIP is downloaded as (its part's, when the copy has several). */
export async function copyFileName(db: Kysely<Database>, fileId: string): Promise<string> {
  const row = await db
    .selectFrom('data_export_parts as p')
    .select((eb) => ['p.part', eb.selectFrom('data_export_parts as q').select(eb.fn.countAll<string | number>().as('n')).whereRef('q.export_id', '=', 'p.export_id').as('parts')])
    .where('p.file_id', '=', fileId)
    .executeTakeFirst();
  return dataExportFileName(row?.part ?? 1, Number(row?.parts ?? 1));
}

/** Asks for a copy: one a WIB day (two at once: one is taken, the other refused), prepared in the background. */
export async function requestExport(services: Services, employeeId: number): Promise<void> {
  const at = services.now();
  try {
    await services.db.insertInto('data_exports').values({ employee_id: employeeId, day: jakartaDate(at), requested_at: at.toISOString(), status: 'preparing', claimed_at: null, ready_at: null }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, ONCE_A_DAY);
    throw error;
  }
}

interface Claimed {
  id: number;
  employee_id: number;
  claimed_at: string;
}

/**
 * Takes one copy to prepare, the oldest waiting (or taken by a process that stopped long ago), unless `atOnce` copies
 * are under way already across every process or the same employee's is: counted and taken in one statement, under an
 * advisory lock on PostgreSQL (SQLite runs one statement at a time).
 */
async function claimOne(db: Kysely<Database>, now: Date, atOnce: number): Promise<Claimed | null> {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - CLAIM_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`.execute(trx);
    const taken = await trx
      .updateTable('data_exports')
      .set({ claimed_at: at })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('data_exports as x')
          .select('x.id')
          .where('x.status', '=', 'preparing')
          .where((inner) => inner.or([inner('x.claimed_at', 'is', null), inner('x.claimed_at', '<', stale)]))
          .where((inner) =>
            inner.not(
              inner.exists(
                inner.selectFrom('data_exports as same').select('same.id').whereRef('same.employee_id', '=', 'x.employee_id').where('same.status', '=', 'preparing').where('same.claimed_at', '>=', stale),
              ),
            ),
          )
          .orderBy('x.id')
          .limit(1),
      )
      .where(sql<boolean>`(select count(*) from data_exports as y where y.status = 'preparing' and y.claimed_at >= ${stale}) < ${atOnce}`)
      .returning(['id', 'employee_id'])
      .executeTakeFirst();
    return taken ? { ...taken, claimed_at: at } : null;
  });
}

/** The claim was taken over by another process (this one was too slow to renew it): its work is dropped. */
class ClaimLost extends Error {}
/** The server is closing: the copy is left to be prepared again, by this process when it starts or by another. */
class CopyStopped extends Error {}

export interface ExportOptions {
  /** Checked between files: true stops the copy under way (the server is closing); it is prepared again later. */
  stopped?: () => boolean;
  /** The largest ZIP (DATA_EXPORT_PART_BYTES); a larger copy is several. */
  partBytes?: number;
  /** Copies prepared at once across processes (EXPORTS_AT_ONCE). */
  atOnce?: number;
  /** Whether the server is answering requests: a copy gives way to them (`givingWay`). */
  busy?: () => boolean;
}

/** A copy waits this long at most, before each megabyte it writes, for the server's requests in flight to be answered. */
const GIVE_WAY_MS = 200;
const GIVE_WAY_EVERY_BYTES = 1024 * 1024;

/**
 * The bytes of a copy's part, each megabyte let through once the server has no request in flight, or after
 * GIVE_WAY_MS: a copy of a gigabyte is work of minutes, never a burst that holds other users' calls back.
 */
async function* givingWay(bytes: AsyncIterable<Uint8Array>, busy: () => boolean): AsyncGenerator<Uint8Array> {
  let sinceLast = 0;
  for await (const piece of bytes) {
    sinceLast += piece.byteLength;
    if (sinceLast >= GIVE_WAY_EVERY_BYTES) {
      sinceLast = 0;
      for (let waited = 0; busy() && waited < GIVE_WAY_MS; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    yield piece;
  }
}

/**
 * Prepares the copies asked for, one at a time, each claimed once across processes and at most `atOnce` at once: a ZIP
 * (or several) of the employee's own data written as it is made (`writeCopy`), kept as stored files of theirs, sealed
 * like every photo; the employee's earlier copy is deleted once the new one is ready. Answers how many it prepared.
 */
export async function prepareExports(db: Kysely<Database>, files: FileStore, now: () => Date, options: ExportOptions = {}): Promise<number> {
  const { stopped = () => false, partBytes = DATA_EXPORT_PART_BYTES, atOnce = EXPORTS_AT_ONCE, busy = () => false } = options;
  let prepared = 0;
  for (let claimed = stopped() ? null : await claimOne(db, now(), atOnce); claimed; claimed = stopped() ? null : await claimOne(db, now(), atOnce)) {
    let claim = claimed.claimed_at;
    const keepClaim = async () => {
      if (stopped()) throw new CopyStopped();
      const at = now();
      if (at.getTime() - Date.parse(claim) < RENEW_MS) return;
      const renewed = await db.updateTable('data_exports').set({ claimed_at: at.toISOString() }).where('id', '=', claimed.id).where('claimed_at', '=', claim).executeTakeFirst();
      if (Number(renewed.numUpdatedRows) !== 1) throw new ClaimLost();
      claim = at.toISOString();
    };
    const parts = new ZipParts(
      (bytes) => storeStreamedFile(db, files, { kind: 'export', ownerId: claimed.employee_id, contentType: 'application/zip' }, givingWay(bytes, busy), now()),
      partBytes,
      now(),
      fullPartNote(partBytes),
    );
    try {
      await writeCopy(db, files, claimed.employee_id, now(), parts, keepClaim);
      const stored = await parts.finish();
      const readyAt = now().toISOString();
      const earlier = await db.transaction().execute(async (trx) => {
        const done = await trx.updateTable('data_exports').set({ status: 'ready', ready_at: readyAt }).where('id', '=', claimed.id).where('claimed_at', '=', claim).executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) throw new ClaimLost();
        await trx.insertInto('data_export_parts').values(stored.map((part, index) => ({ export_id: claimed.id, part: index + 1, file_id: part.id }))).execute();
        await trx.updateTable('stored_files').set({ claimed_at: readyAt }).where('id', 'in', stored.map((part) => part.id)).execute();
        return (await trx.selectFrom('data_exports').select('id').where('employee_id', '=', claimed.employee_id).where('status', '=', 'ready').where('id', '!=', claimed.id).execute()).map((row) => row.id);
      });
      prepared += 1;
      // Left to the weekly expiry if this fails: the new copy is ready either way.
      await expireCopies(db, files, earlier).catch((error: unknown) => console.error('Salinan lama gagal dihapus:', error));
    } catch (error) {
      await parts.abort();
      await removeUnclaimed(db, files, parts.parts.map((part) => part.id));
      if (error instanceof CopyStopped) {
        await db.updateTable('data_exports').set({ claimed_at: null }).where('id', '=', claimed.id).where('claimed_at', '=', claim).execute();
      } else if (!(error instanceof ClaimLost)) {
        console.error('Salinan data pegawai gagal disiapkan:', error);
        await db.updateTable('data_exports').set({ status: 'failed' }).where('id', '=', claimed.id).where('claimed_at', '=', claim).execute();
      }
    }
  }
  return prepared;
}

/** These ready copies become 'expired': their files are deleted, their rows kept. */
async function expireCopies(db: Kysely<Database>, files: FileStore, exportIds: number[]): Promise<void> {
  if (exportIds.length === 0) return;
  const fileIds = (await partsOf(db, exportIds)).map((part) => part.file_id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('data_exports').set({ status: 'expired' }).where('id', 'in', exportIds).execute();
    await trx.deleteFrom('data_export_parts').where('export_id', 'in', exportIds).execute();
    if (fileIds.length > 0) await trx.updateTable('stored_files').set({ claimed_at: null }).where('id', 'in', fileIds).execute();
  });
  await removeUnclaimed(db, files, fileIds);
}

/** Copies ready for longer than a week: their files are deleted, their rows kept as 'expired'. */
export async function expireExports(db: Kysely<Database>, files: FileStore, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEPT_DAYS * 86_400_000).toISOString();
  const old = (await db.selectFrom('data_exports').select('id').where('status', '=', 'ready').where('ready_at', '<', before).execute()).map((row) => row.id);
  await expireCopies(db, files, old);
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

/** The note a part that is not the last ends with. */
const fullPartNote = (partBytes: number) => (part: number) => `Salinan data pribadi Anda dari aplikasi Absensi, bagian ${part}.

Salinan Anda lebih besar dari ${fileSizeWords(partBytes)}, sehingga dibagi menjadi beberapa berkas ZIP. Bagian ini
berisi foto dan lampiran (foto/). Data Anda (JSON dan CSV) dan penjelasan lengkapnya ada di BACA-SAYA.txt pada bagian
terakhir.
`;

/** What the last part's BACA-SAYA.txt adds: how many parts there are, and the files that could not be included. */
function readme(part: number, skipped: Map<string, string>): string {
  const parts =
    part > 1
      ? `\nSalinan ini terdiri atas ${part} berkas ZIP; ini bagian terakhir (${part}). Foto dan lampiran tersebar di semua bagian dengan\nnama yang sama seperti dalam data; data (JSON dan CSV) ada di bagian ini.\n`
      : '';
  const missing =
    skipped.size > 0
      ? `\nBerkas berikut masih tercatat tetapi tidak dapat dibuka, sehingga tidak disertakan (dalam data ditulis null):\n${[...skipped].map(([path, reason]) => `${path}: ${reason}`).join('\n')}\n`
      : '';
  return `${README}${parts}${missing}`;
}

/** Why a stored file could not be put in the copy, in words. */
const unopenable = (error: unknown) => (error instanceof MissingPhotoKey ? 'kunci enkripsinya sudah tidak ada' : 'berkasnya rusak');

/** The content type and size of each of these files still stored, read a few hundred at a time. */
async function heldFilesOf(db: Kysely<Database>, fileIds: (string | null)[]): Promise<Map<string, { contentType: string; size: number }>> {
  const ids = [...new Set(fileIds.filter((id): id is string => id !== null))];
  const held = new Map<string, { contentType: string; size: number }>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db.selectFrom('stored_files').select(['id', 'content_type', 'size']).where('id', 'in', ids.slice(start, start + 500)).execute();
    for (const row of rows) held.set(row.id, { contentType: row.content_type, size: row.size });
  }
  return held;
}

/**
 * The employee's copy, written into `parts` as it is made: their photos and attachments first, read one at a time and
 * piped in, then JSON for programs and CSV for spreadsheets, together in the last part; only this employee's data. A
 * file that cannot be opened (its key gone, its bytes missing or damaged) is left out and named in BACA-SAYA.txt.
 * `beforeEachFile` runs before each photo (the claim kept, a closing server heard).
 */
export async function writeCopy(db: Kysely<Database>, files: FileStore, employeeId: number, now: Date, parts: ZipParts, beforeEachFile: () => Promise<void>): Promise<void> {
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

  const held = await heldFilesOf(db, [
    person.photo_file_id,
    ...attendance.flatMap((record) => [record.face_file_id, record.location_file_id, record.letter_file_id]),
    ...overtime.flatMap((record) => [record.face_file_id, record.location_file_id]),
    ...leave.map((request) => request.attachment),
    ...corrections.map((request) => request.evidence_file_id),
    ...references.map((reference) => reference.file_id),
  ]);
  /** The photos and attachments still held, in the order they are named; the name each has in the copy, or null. */
  const photos: { fileId: string; path: string }[] = [];
  const photo = (fileId: string | null, name: string): string | null => {
    const file = fileId === null ? undefined : held.get(fileId);
    if (!file) return null;
    const path = `foto/${name}.${EXTENSIONS[file.contentType] ?? 'bin'}`;
    photos.push({ fileId: fileId!, path });
    return path;
  };
  // The texts are written last, once it is known which files could not be opened: their names are null there.
  const skipped = new Map<string, string>();
  const kept = <Value>(value: Value) => (typeof value === 'string' && skipped.has(value) ? null : value);
  const texts: [string, () => string][] = [];
  const json = (name: string, value: unknown) => texts.push([name, () => JSON.stringify(value, (_key, item: unknown) => kept(item), 2)]);
  const csv = (name: string, lines: (string | number | null)[][]) => texts.push([name, () => csvText(lines.map((line) => line.map(kept)))]);

  const { photo_file_id, ...personal } = person;
  json('data-diri.json', { ...personal, photo: photo(photo_file_id, 'profil'), exported_at: now.toISOString() });

  const attendanceRows = [];
  for (const record of attendance) {
    const base = `absen/${record.work_date}-${DIRECTION[record.direction as 'in' | 'out']}`;
    attendanceRows.push({
      date: record.work_date, direction: record.direction, checked_at: record.checked_at, recorded_at: record.recorded_at, verification: record.verification, flags: record.flags,
      decision_note: record.decision_note, latitude: record.latitude, longitude: record.longitude, accuracy_m: record.accuracy_m, distance_m: record.distance_m, office: record.office,
      inside_office: record.inside_office === 1, is_late: record.is_late === 1, anomaly: record.anomaly, taken_offline: record.taken_offline === 1, source: record.source,
      correction_note: record.correction_note, photos_removed_at: record.photos_removed_at,
      face_photo: photo(record.face_file_id, `${base}-wajah`), location_photo: photo(record.location_file_id, `${base}-lokasi`), letter_photo: photo(record.letter_file_id, `${base}-surat-tugas`),
    });
  }
  json('absen.json', attendanceRows);
  csv('absen.csv', [
    ['Tanggal', 'Jenis', 'Jam (WIB)', 'Diterima (WIB)', 'Status', 'Lintang', 'Bujur', 'Ketepatan (m)', 'Jarak (m)', 'Kantor', 'Catatan keputusan', 'Foto wajah', 'Foto dihapus'],
    ...attendanceRows.map((row) => [
      row.date, RECORD_LABELS.attendance[row.direction as 'in' | 'out'], wibMoment(row.checked_at), wibMoment(row.recorded_at), verificationWords(row.verification), row.latitude, row.longitude,
      row.accuracy_m, row.distance_m, row.office, row.decision_note, row.face_photo, row.photos_removed_at ? wibMoment(row.photos_removed_at) : null,
    ]),
  ]);

  const overtimeRows = [];
  for (const record of overtime) {
    const base = `lembur/${record.work_date}-${record.direction === 'in' ? 'mulai' : 'selesai'}`;
    overtimeRows.push({
      date: record.work_date, direction: record.direction, checked_at: record.checked_at, recorded_at: record.recorded_at, verification: record.verification, flags: record.flags,
      decision_note: record.decision_note, latitude: record.latitude, longitude: record.longitude, accuracy_m: record.accuracy_m, inside_office: record.inside_office === 1,
      duration_minutes: record.duration_minutes, auto_closed_at: record.auto_closed_at, photos_removed_at: record.photos_removed_at,
      face_photo: photo(record.face_file_id, `${base}-wajah`), location_photo: photo(record.location_file_id, `${base}-lokasi`),
    });
  }
  json('lembur.json', overtimeRows);
  csv('lembur.csv', [
    ['Tanggal', 'Jenis', 'Jam (WIB)', 'Status', 'Durasi (menit)', 'Lintang', 'Bujur', 'Catatan keputusan', 'Foto wajah'],
    ...overtimeRows.map((row) => [row.date, RECORD_LABELS.overtime[row.direction as 'in' | 'out'], wibMoment(row.checked_at), verificationWords(row.verification), row.duration_minutes, row.latitude, row.longitude, row.decision_note, row.face_photo]),
  ]);

  const leaveRows = [];
  for (const request of leave) {
    leaveRows.push({
      type: request.type, start_date: request.start_date, end_date: request.end_date, working_days: request.working_days, description: request.description, status: request.status,
      created_at: request.created_at, decided_at: request.decided_at, decision_note: request.decision_note, cancelled_at: request.cancelled_at, photos_removed_at: request.photos_removed_at,
      attachment: photo(request.attachment, `izin/${request.start_date}-lampiran-${request.id}`),
    });
  }
  json('izin.json', leaveRows);
  csv('izin.csv', [
    ['Jenis', 'Mulai', 'Sampai', 'Hari kerja', 'Keterangan', 'Status', 'Diajukan (WIB)', 'Catatan keputusan', 'Lampiran'],
    ...leaveRows.map((row) => [row.type, row.start_date, row.end_date, row.working_days, row.description, leaveStatusBadge(row.status).label, wibMoment(row.created_at), row.decision_note, row.attachment]),
  ]);

  const correctionRows = [];
  for (const request of corrections) {
    correctionRows.push({
      date: request.work_date, direction: request.direction, time: request.time, reason: request.reason, status: request.status, created_at: request.created_at,
      decided_at: request.decided_at, decision_note: request.decision_note, photos_removed_at: request.photos_removed_at,
      evidence: photo(request.evidence_file_id, `koreksi/${request.work_date}-${DIRECTION[request.direction as 'in' | 'out']}-bukti-${request.id}`),
    });
  }
  json('koreksi.json', correctionRows);
  csv('koreksi.csv', [
    ['Tanggal', 'Jenis', 'Jam', 'Alasan', 'Status', 'Diajukan (WIB)', 'Catatan keputusan', 'Bukti'],
    ...correctionRows.map((row) => [row.date, RECORD_LABELS.attendance[row.direction as 'in' | 'out'], row.time, row.reason, CORRECTION_STATUS_LABELS[row.status as CorrectionRequestStatus] ?? row.status, wibMoment(row.created_at), row.decision_note, row.evidence]),
  ]);

  json('perubahan-data.json', personalChanges);
  json('perintah-lembur.json', orders.map(({ employee_id: _self, ...order }) => order));
  json('perangkat.json', { passkeys, sessions, notifications: deviceTokens });
  const referencePhotos = [];
  for (const [index, reference] of references.entries()) referencePhotos.push({ created_at: reference.created_at, photo: photo(reference.file_id, `rujukan-wajah-${index + 1}`) });
  json('persetujuan.json', { face_check: { standing: person.face_consent, answers: consents, references: referencePhotos }, privacy_notice_reads: noticeReads });
  json('akses.json', accesses);
  csv('akses.csv', [
    ['Yang melihat', 'Apa', 'Absen', 'Tanggal absen', 'Waktu (WIB)'],
    ...accesses.map((entry) => [entry.viewer, ACCESS_WHAT[entry.what], entry.record ? RECORD_LABELS[entry.record.kind][entry.record.direction] : null, entry.record?.date ?? null, wibMoment(entry.viewed_at)]),
  ]);

  for (const { fileId, path } of photos) {
    await beforeEachFile();
    let opened;
    try {
      opened = await files.readStream(db, fileId);
    } catch (error) {
      skipped.set(path, unopenable(error));
      continue;
    }
    if (opened) await parts.addStream(path, opened.chunks, opened.size);
    else skipped.set(path, 'berkasnya tidak ditemukan');
  }
  await parts.addTexts((part) => [['BACA-SAYA.txt', readme(part, skipped)], ...texts.map(([name, text]): [string, string] => [name, text()])]);
}
