import { Hono } from 'hono';
import { type Selectable, sql } from 'kysely';
import {
  FaceMatchApprovalResponseSchema,
  FaceMatchApprovalSchema,
  type RecordDecisionResponse,
  RecordDecisionResponseSchema,
  RecordDecisionSchema,
  type VerificationQueueItem,
  VerificationQueueSchema,
} from '../../src/contract/schemas';
import type { RecordKind } from '../../src/contract/verification';
import { isFlagCode, RECORD_LABELS } from '../../src/domain/verification';
import { canSeeStaffAttendance } from '../../src/domain/staff';
import { closeExpiredOvertime } from '../attendance/overtimeRules';
import { approveFaceMatches, decideRecord, RECORD_MESSAGES } from '../attendance/recordDecisions';
import { verificationFields } from '../attendance/verification';
import type { AttendanceTable, Employee } from '../db/types';
import { loadWorkPlan } from '../shifts/loadWorkPlan';
import { lateMinutes, shiftOn } from '../shifts/workPlan';
import { subordinatesOf } from '../employees';
import { faceChecksOf } from '../faces/faceResults';
import { logAccess, recordAccesses } from '../privacy/accessLog';
import { fileUrl } from '../files/urls';
import type { AppEnv, Services } from '../http/context';
import { ApiError } from '../http/errors';
import { requireEmployee } from '../http/requireEmployee';
import { readBody } from '../http/validate';
import { documented } from '../openapi/documented';

const NOT_SUPERVISOR = 'Verifikasi absen hanya untuk atasan (level jabatan di atas 4).';

/**
 * The pending records of these employees (a supervisor's chain, or everyone HR may decide for), oldest first, with
 * everything a supervisor needs to judge them.
 */
export async function pendingRecords(services: Services, staff: Map<number, Employee>, viewerId: number): Promise<VerificationQueueItem[]> {
  const ids = [...staff.keys()];
  if (ids.length === 0) return [];
  // The literal lets SQLite use the index of pending records only.
  const pendingOf = (table: 'attendance' | 'overtime') => services.db.selectFrom(table).selectAll().where('verification', '=', sql.lit('pending')).where('employee_id', 'in', ids);
  const [attendance, overtime] = await Promise.all([pendingOf('attendance').execute(), pendingOf('overtime').execute()]);
  const rows = [
    ...attendance.map((row) => ({ ...row, kind: 'attendance' as RecordKind })),
    ...overtime.map((row) => ({ ...row, kind: 'overtime' as RecordKind, office_id: null, distance_m: null, anomaly: null, letter_file_id: null })),
  ];
  rows.sort((a, b) => a.checked_at.localeCompare(b.checked_at) || a.id - b.id);
  const [faces, late] = await Promise.all([faceEvidence(services, ids), minutesLate(services, attendance)]);
  // What the viewer is shown of each: the record's photos and position, and a reference photo of the face.
  await logAccess(services.db, viewerId, rows.flatMap((row) => [
    ...recordAccesses(row.employee_id, { kind: row.kind, id: row.id }),
    ...(faces.hasReference(row.employee_id) ? [{ subjectId: row.employee_id, what: 'reference' as const, record: null }] : []),
  ]), services.now());
  return rows.map((row) => {
    const employee = staff.get(row.employee_id)!;
    const direction = row.direction as 'in' | 'out';
    return {
      kind: row.kind,
      id: row.id,
      name: employee.name,
      nup: employee.nup,
      position: employee.position,
      date: row.work_date,
      direction,
      label: RECORD_LABELS[row.kind][direction],
      ...verificationFields(row),
      inside_office: row.inside_office === 1,
      anomaly: row.anomaly,
      distance_m: row.distance_m,
      accuracy_m: row.accuracy_m,
      latitude: row.latitude,
      longitude: row.longitude,
      duration_minutes: 'duration_minutes' in row ? row.duration_minutes : null,
      late_minutes: row.kind === 'attendance' ? (late.get(row.id) ?? null) : null,
      face_photo: fileUrl(services, row.face_file_id),
      location_photo: fileUrl(services, row.location_file_id),
      letter_photo: fileUrl(services, row.letter_file_id),
      profile_photo: fileUrl(services, employee.photo_file_id),
      face_check: faces.checkOf(row.kind, row.employee_id, row.work_date, direction),
      reference_photo: faces.referenceOf(row.employee_id),
    };
  });
}

/** How late each late clock-in among these records was, in minutes from its shift's start, by record id. */
async function minutesLate(services: Services, records: Selectable<AttendanceTable>[]): Promise<Map<number, number>> {
  const late = records.filter((row) => row.direction === 'in' && row.is_late === 1);
  const minutes = new Map<number, number>();
  for (const employeeId of new Set(late.map((row) => row.employee_id))) {
    const own = late.filter((row) => row.employee_id === employeeId);
    const dates = own.map((row) => row.work_date).sort();
    const plan = await loadWorkPlan(services.db, employeeId, dates[0]!, dates.at(-1)!);
    for (const row of own) {
      const shift = shiftOn(plan, row.work_date);
      if (shift) minutes.set(row.id, lateMinutes(shift, Date.parse(row.checked_at)));
    }
  }
  return minutes;
}

/** The face check of each waiting record and one reference photo per employee (docs/faces.md), read once for the queue. */
async function faceEvidence(services: Services, ids: number[]) {
  const [checkOf, references] = await Promise.all([
    faceChecksOf(services.db, ids),
    services.db.selectFrom('face_references').select(['employee_id', 'file_id']).where('employee_id', 'in', ids).orderBy('id').execute(),
  ]);
  const firstReference = new Map<number, string>();
  for (const reference of references) if (!firstReference.has(reference.employee_id)) firstReference.set(reference.employee_id, reference.file_id);
  return { checkOf, referenceOf: (employeeId: number) => fileUrl(services, firstReference.get(employeeId)), hasReference: (employeeId: number) => firstReference.has(employeeId) };
}

export const verificationRoutes = new Hono<AppEnv>()
  .get('/mobile-v2/verifikasi-absen', documented({
    summary: 'Ekstensi produk ini: absen dan lembur `pending` dari seluruh bawahan (langsung dan tidak langsung) atasan yang memanggil, terlama dulu, dengan flag, waktu diklaim dan diterima, foto (wajah, lokasi, surat, foto profil), jarak dan akurasi. Hanya level jabatan di atas 4 (403).',
    auth: true, answer: VerificationQueueSchema, errors: [401, 403],
  }), requireEmployee, async (c) => {
    const services = c.get('services');
    const supervisor = c.get('employee');
    if (!canSeeStaffAttendance(supervisor.position_level)) throw new ApiError(403, NOT_SUPERVISOR);
    const staff = new Map((await subordinatesOf(services.db, supervisor.id)).map((employee) => [employee.id, employee]));
    if (staff.size === 0) return c.json([]);
    for (const employee of staff.values()) {
      await closeExpiredOvertime(services.db, employee.id, services.now());
    }
    return c.json(await pendingRecords(services, staff, supervisor.id));
  })

  .post('/mobile-v2/verifikasi-absen/putuskan', documented({
    summary: 'Ekstensi produk ini: memutuskan absen (`kind` `attendance`) atau lembur (`overtime`) yang `pending`: `approve` (dihitung pada waktu diklaim, menjadi `verified`), `accept_at_receipt` (dihitung pada waktu diterima server), `reject` (batal; `note` wajib). `flags_seen` wajib: kode tanda yang ditunjukkan kepada pemutus; 409 bila absen itu kini punya tanda yang tidak ada di sana (pesannya menyebut tandanya). Menolak salah satu bagian lembur menolak lemburnya: bagian lainnya ikut ditolak dengan keputusan yang sama. Absen masuk yang ditutup sebagai lupa absen pulang disetujui dengan `clock_out_time` (HH:mm, jam pulang yang diisi atasan) atau `clock_in_only: true` (pulang dihitung pada jam masuk); tanpa keduanya 400. 403 untuk level 4 ke bawah atau absen sendiri; 404 di luar rantai bawahan; 409 bila sudah diputuskan. Satu keputusan menang bila dua datang bersamaan.',
    auth: true, body: RecordDecisionSchema, answer: RecordDecisionResponseSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const supervisor = c.get('employee');
    if (!canSeeStaffAttendance(supervisor.position_level)) throw new ApiError(403, NOT_SUPERVISOR);
    const { kind, id, decision, note, flags_seen, clock_out_time, clock_in_only } = await readBody(c, RecordDecisionSchema);
    const clockOut = clock_in_only ? 'clock_in_only' : clock_out_time ? { time: clock_out_time } : undefined;
    const verification = await decideRecord(c.get('services'), { kind, id, decision, note, flagsSeen: flags_seen.filter(isFlagCode), clockOut, decider: { employee: supervisor, scope: 'chain' } });
    return c.json({ message: RECORD_MESSAGES.decided[kind][decision], verification } satisfies RecordDecisionResponse);
  })
  .post('/mobile-v2/verifikasi-absen/setujui-wajah-cocok', documented({
    summary: 'Ekstensi produk ini: "Setujui yang Wajahnya Cocok": menyetujui sekaligus absen dan lembur `pending` yang dipilih (`records`, 1–200) bila wajahnya cocok dengan foto rujukan dan semua flag-nya ringan (perangkat belum/tidak terdaftar, perangkat dipakai pegawai lain); masing-masing diputuskan seperti `putuskan` (rantai bawahan, bukan absen sendiri, tercatat di log audit, pegawai diberi tahu). Yang tidak memenuhi dilewati. Jawaban: jumlah disetujui dan dilewati.',
    auth: true, body: FaceMatchApprovalSchema, answer: FaceMatchApprovalResponseSchema, errors: [400, 401, 403, 413, 415],
  }), requireEmployee, async (c) => {
    const supervisor = c.get('employee');
    if (!canSeeStaffAttendance(supervisor.position_level)) throw new ApiError(403, NOT_SUPERVISOR);
    const { records } = await readBody(c, FaceMatchApprovalSchema);
    return c.json(await approveFaceMatches(c.get('services'), records, { employee: supervisor, scope: 'chain' }));
  });
