/**
 * The API contract (docs/product.md §3, §5, §7): one valibot schema per request and answer.
 * The app validates answers with these, the server validates requests with them.
 */
import * as v from 'valibot';
import { decisionNote, nullableText, optionalFileId, recordId, requiredText } from './fields';
import { parseLeaveDate } from './leaveDate';
import { PasskeyAssertionSchema } from './passkey';
import { PlannedDaySchema } from './shifts';
import { FACE_CHALLENGES, FaceCheckSchema, FaceStepSchema } from './faces';
import { RECORD_DECISIONS, RECORD_KINDS, VERIFICATION } from './verification';

/** A code such as '1'/'0'; numbers are accepted too because other API clients send them. */
const code = (message: string, allowed: readonly string[]) =>
  v.pipe(
    v.optional(v.union([v.string(message), v.pipe(v.number(message), v.integer(message), v.transform(String))], message), ''),
    v.trim(),
    v.minLength(1, message),
    v.picklist(allowed, message),
  );

const coordinate = (message: string, limit: number) =>
  v.pipe(
    v.optional(v.union([v.string(message), v.number(message)], message), ''),
    v.transform((value) => (typeof value === 'number' ? String(value) : value.trim())),
    v.minLength(1, message),
    v.maxLength(32, `${message.split(' ')[0]} tidak valid.`),
    v.check(
      (value) => /^-?\d+(\.\d+)?$/.test(value) && Math.abs(Number(value)) <= limit,
      `${message.split(' ')[0]} harus angka antara -${limit} dan ${limit}.`,
    ),
  );

/** Times are HH:mm:ss; '00:00:00' means none. */
export const NO_TIME = '00:00:00';
const time = v.pipe(v.string(), v.regex(/^\d{2}:\d{2}:\d{2}$/));
export const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Extension: the device's time of a clock-in or overtime taken with no connection (sent without check_id). */
const takenAt = v.nullish(
  v.pipe(
    v.string('taken_at tidak valid.'),
    v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, 'taken_at harus waktu ISO dalam UTC.'),
    v.check((value) => Number.isFinite(Date.parse(value)), 'taken_at tidak valid.'),
  ),
  null,
);

/**
 * Extension: the positions the phone sampled for a few seconds (watchPosition) before the check, newest last:
 * metres of accuracy (null when the phone gave none) and the position's own time in ms since the epoch.
 */
export const MAX_POSITION_SAMPLES = 30;
export const PositionSampleSchema = v.object({
  latitude: v.pipe(v.number('Posisi tidak valid.'), v.minValue(-90, 'Posisi tidak valid.'), v.maxValue(90, 'Posisi tidak valid.')),
  longitude: v.pipe(v.number('Posisi tidak valid.'), v.minValue(-180, 'Posisi tidak valid.'), v.maxValue(180, 'Posisi tidak valid.')),
  accuracy: v.nullish(v.pipe(v.number('Akurasi tidak valid.'), v.minValue(0, 'Akurasi tidak valid.'), v.maxValue(1e6, 'Akurasi tidak valid.')), null),
  timestamp: v.pipe(v.number('Waktu posisi tidak valid.'), v.integer('Waktu posisi tidak valid.'), v.minValue(0, 'Waktu posisi tidak valid.'), v.maxValue(8.64e15, 'Waktu posisi tidak valid.')),
});
export type PositionSample = v.InferOutput<typeof PositionSampleSchema>;
const positions = v.optional(
  v.pipe(v.array(PositionSampleSchema, 'positions harus daftar posisi.'), v.maxLength(MAX_POSITION_SAMPLES, `Paling banyak ${MAX_POSITION_SAMPLES} posisi.`)),
  [],
);

/**
 * Extension, with `taken_at`: what the phone can prove about the time it took an offline clock-in: the server's
 * time in its last answer (`Date`) and the monotonic milliseconds from that answer to the taking.
 */
const serverTime = v.nullish(
  v.pipe(
    v.string('server_time tidak valid.'),
    v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, 'server_time harus waktu ISO dalam UTC.'),
    v.check((value) => Number.isFinite(Date.parse(value)), 'server_time tidak valid.'),
  ),
  null,
);
const elapsedMs = v.nullish(
  v.pipe(v.number('elapsed_ms tidak valid.'), v.integer('elapsed_ms tidak valid.'), v.minValue(0, 'elapsed_ms tidak valid.'), v.maxValue(31 * 86_400_000, 'elapsed_ms tidak valid.')),
  null,
);

export const ErrorResponseSchema = v.object({ message: v.string() });
export type ErrorResponse = v.InferOutput<typeof ErrorResponseSchema>;

/** Extension: a change of password ends every other session of the employee. */
export const MIN_PASSWORD_LENGTH = 8;
export const ChangePasswordRequestSchema = v.pipe(
  v.object({
    old_password: v.pipe(
      v.optional(v.string('Password lama wajib diisi.'), ''),
      v.minLength(1, 'Password lama wajib diisi.'),
      v.maxLength(200, 'Maksimal 200 karakter.'),
    ),
    new_password: v.pipe(
      v.optional(v.string('Password baru wajib diisi.'), ''),
      v.minLength(1, 'Password baru wajib diisi.'),
      v.minLength(MIN_PASSWORD_LENGTH, `Password baru minimal ${MIN_PASSWORD_LENGTH} karakter.`),
      v.maxLength(200, 'Maksimal 200 karakter.'),
    ),
  }),
  v.forward(
    v.check((input) => input.old_password !== input.new_password, 'Password baru harus berbeda dari password lama.'),
    ['new_password'],
  ),
);
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequestSchema>;
export const ChangePasswordResponseSchema = v.object({ token: v.pipe(v.string(), v.minLength(1)), message: v.string() });
export type ChangePasswordResponse = v.InferOutput<typeof ChangePasswordResponseSchema>;

const hexColor = v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{6}$/));

// Verification (this product's extension, docs/api.md)
/**
 * A person made or corrected a record: why, when, the time it had before (null: it was added, there was none), and
 * by whom — HR, or a supervisor or HR approving the employee's correction request.
 */
export const CorrectionSchema = v.object({
  note: v.string(),
  corrected_at: v.string(),
  original_checked_at: nullableText,
  by: v.optional(v.picklist(['hr', 'request', 'supervisor']), 'hr'),
});
export type Correction = v.InferOutput<typeof CorrectionSchema>;
export const FlagSchema = v.object({ code: v.string(), label: v.string() });
/** What every attendance and overtime record says about whether it counts (src/domain/verification.ts). */
export const VerificationFieldsSchema = v.object({
  verification: v.picklist(VERIFICATION),
  flags: v.array(FlagSchema),
  /** What the server saw (or what was claimed, for a record it did not see), ISO 8601. */
  checked_at: v.string(),
  /** When the server received the record, ISO 8601. */
  received_at: v.string(),
  note: v.optional(nullableText, null),
  /** Extension: a person made or corrected the record (docs/hr.md, "Corrections"). */
  correction: v.optional(v.nullable(CorrectionSchema), null),
  /** Extension: the record's face check (docs/faces.md) where the employee agreed; answered in the employee's history. */
  face: v.optional(v.nullable(FaceCheckSchema)),
  /** Extension: its photos and raw position were deleted when their retention ended (docs/privacy.md); said only when true. */
  photos_removed: v.optional(v.boolean()),
});
export type VerificationFields = v.InferOutput<typeof VerificationFieldsSchema>;
const dayVerification = {
  /** The day's records: the least trusted one's state, every flag, and the first record's times; null on a day without one. */
  verification: v.optional(v.nullable(v.picklist(VERIFICATION)), null),
  flags: v.optional(v.array(FlagSchema), []),
  checked_at: v.optional(nullableText, null),
  received_at: v.optional(nullableText, null),
  /** Each record of the day on its own: its state, flags, claimed and received time, and the decision's note. */
  in_record: v.optional(v.nullable(VerificationFieldsSchema), null),
  out_record: v.optional(v.nullable(VerificationFieldsSchema), null),
};

// Dashboard (§3)
/** An office the employee may clock in at, so the app can tell inside from outside before asking the server. */
export const GeofenceSchema = v.object({
  name: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  radius_m: v.number(),
});
export type Geofence = v.InferOutput<typeof GeofenceSchema>;

export const DashboardSchema = v.object({
  name: v.string(),
  position: v.string(),
  department: v.string(),
  office: v.string(),
  is_absen_in: v.boolean(),
  is_absen_out: v.boolean(),
  absent_status: v.string(),
  inphoto: nullableText,
  inpresent: time,
  outphoto: nullableText,
  outpresent: time,
  offices: v.optional(v.array(GeofenceSchema), []),
  /** Extensions: the status's colour (hex without #) and the employee's photo, a fresh signed URL. */
  absent_color: v.optional(hexColor, '64748b'),
  emp_photo: v.optional(nullableText, null),
  /** Extensions: today's clock-in and clock-out, each with its verification (docs/api.md). */
  in_record: v.optional(v.nullable(VerificationFieldsSchema), null),
  out_record: v.optional(v.nullable(VerificationFieldsSchema), null),
  /** Extensions: the date of the shift shown (a night shift's until its clock-out), its shift and the next days' (docs/hr.md, "Rosters"). */
  work_date: v.optional(v.nullable(v.string()), null),
  shift: v.optional(v.nullable(PlannedDaySchema), null),
  next_shifts: v.optional(v.array(PlannedDaySchema), []),
  /** Extension: the employee agreed to the face check, so the camera's face step runs, offline too (docs/faces.md). */
  face_check: v.optional(v.boolean(), false),
});
export type Dashboard = v.InferOutput<typeof DashboardSchema>;

// History (§3)

/** One day of records (attendance, overtime, or a staff member's), as its card shows it. */
export const DayRecordsSchema = v.object({
  date: isoDate,
  status: v.string(),
  color: hexColor,
  inphoto: nullableText,
  outphoto: nullableText,
  inpresent: time,
  outpresent: time,
  ...dayVerification,
});
export type DayRecords = v.InferOutput<typeof DayRecordsSchema>;

export const AttendanceHistoryItemSchema = v.object({
  ...DayRecordsSchema.entries,
  /** Extension: the day's correction requests that wait or were rejected (docs/hr.md, "Correction requests"). */
  correction_requests: v.optional(
    v.array(v.object({ id: v.number(), direction: v.picklist(['in', 'out']), time: v.string(), status: v.picklist(['pending', 'rejected']), decision_note: nullableText })),
    [],
  ),
  /** Extension: the employee may still ask for a correction of this day. */
  correctable: v.optional(v.boolean(), false),
});
export type AttendanceHistoryItem = v.InferOutput<typeof AttendanceHistoryItemSchema>;
export const AttendanceHistorySchema = v.array(AttendanceHistoryItemSchema);

/** Extension: whether the employee gets shift reminders (docs/push.md, "Reminders"). */
export const ReminderSettingSchema = v.object({ enabled: v.boolean('Pilih nyala atau mati.') });
export type ReminderSetting = v.InferOutput<typeof ReminderSettingSchema>;
export const ReminderSettingSavedSchema = v.object({ message: v.string(), enabled: v.boolean() });
export type ReminderSettingSaved = v.InferOutput<typeof ReminderSettingSavedSchema>;

/** Extension: how payroll periods run (docs/hr.md, "Settings"): the months of the history follow them. */
export const PayPeriodSettingSchema = v.object({ payroll_cutoff_day: v.number() });
export type PayPeriodSetting = v.InferOutput<typeof PayPeriodSettingSchema>;

export const PeriodQuerySchema = v.object({
  period: v.pipe(
    v.optional(v.string('Periode wajib diisi (YYYYMM).'), ''),
    v.minLength(1, 'Periode wajib diisi (YYYYMM).'),
    v.regex(/^\d{4}(0[1-9]|1[0-2])$/, 'Periode harus berformat YYYYMM.'),
  ),
});
export type PeriodQuery = v.InferOutput<typeof PeriodQuerySchema>;

// Announcements (§3)
export const AnnouncementSchema = v.object({
  /** Extension: opens the announcement on its own page. */
  id: v.number(),
  image: nullableText,
  title: v.string(),
  start_date: isoDate,
  end_date: isoDate,
  description: v.string(),
});
export type Announcement = v.InferOutput<typeof AnnouncementSchema>;
export const AnnouncementListSchema = v.array(AnnouncementSchema);

// Personal data (§3)
export const PersonalDataSchema = v.object({
  employee: v.object({
    birth_place: nullableText,
    birth_date: nullableText,
    contact: nullableText,
    address: nullableText,
    married_status: nullableText,
    blood_type: nullableText,
    religion: nullableText,
    last_education: nullableText,
  }),
  work: v.object({
    entry_date: nullableText,
    group: nullableText,
    dependent_children: v.nullish(v.union([v.number(), v.string()]), null),
    office: nullableText,
    position: nullableText,
    department: nullableText,
    subdepartment: nullableText,
    year_work_period: v.nullish(v.number(), null),
    month_work_period: v.nullish(v.number(), null),
    year_work_group: v.nullish(v.number(), null),
    month_work_group: v.nullish(v.number(), null),
  }),
});
export type PersonalData = v.InferOutput<typeof PersonalDataSchema>;

// Leave (§3, §5)
/** docs/product.md §4's statuses, and this server's '3': cancelled by the employee (shown to HR only). */
export const LeaveStatus = { pending: '0', accepted: '1', rejected: '2', cancelled: '3' } as const;

const leaveDate = (message: string) =>
  v.pipe(
    requiredText(message, 40),
    v.check((text) => parseLeaveDate(text) !== null, 'Tanggal tidak valid. Gunakan format seperti 05 Maret 2025.'),
    v.transform((text) => parseLeaveDate(text)!),
  );

export const LeaveOptionSchema = v.object({
  value: v.string(),
  label: v.string(),
  /** Extension: a request longer than this many days needs an attachment (0: always); null or absent: never. */
  attachment_after_days: v.nullish(v.number(), null),
});
export type LeaveOption = v.InferOutput<typeof LeaveOptionSchema>;

export const LeaveHistoryItemSchema = v.object({
  id: v.union([v.string(), v.number()]),
  reason: v.string(),
  /** 'start - end', each like '05 Maret 2025' */
  date: v.string(),
  description: v.string(),
  file: nullableText,
  status: v.string(),
  // Extensions of the contract (docs/api.md): what the app shows beside the spec's fields.
  reason_code: v.optional(v.string()),
  working_days: v.nullish(v.number(), null),
  note: nullableText,
});
export type LeaveHistoryItem = v.InferOutput<typeof LeaveHistoryItemSchema>;

/** Extension: the employee's latest requests, any month (`/mobile-v2/izin/terbaru`). */
export const LeaveHistoryListSchema = v.array(LeaveHistoryItemSchema);

export const LeaveListSchema = v.object({
  form: v.array(LeaveOptionSchema),
  history: v.array(LeaveHistoryItemSchema),
});
export type LeaveList = v.InferOutput<typeof LeaveListSchema>;

/**
/** An attachment id that names no attachment of the sender's: the server's answer and the contract's are the same. */
export const ATTACHMENT_NOT_FOUND = 'Lampiran tidak ditemukan. Unggah ulang lampiran.';

/**
 * The request as sent. Dates like '05 Maret 2025' arrive as yyyy-mm-dd after parsing. `filename` is required
 * ('Filename is required') when the reason's type needs an attachment; the server checks that rule (docs/decisions.md).
 */
export const LeaveRequestSchema = v.object({
  reason: requiredText('Reason is required', 40),
  description: requiredText('Description is required', 1000),
  start_date: leaveDate('Start date is required'),
  end_date: leaveDate('End date is required'),
  /** The attachment's id (`/files/upload/pengajuan_izin`); absent or null: none. */
  filename: optionalFileId(ATTACHMENT_NOT_FOUND),
});
export type LeaveRequest = v.InferOutput<typeof LeaveRequestSchema>;
export type LeaveRequestInput = v.InferInput<typeof LeaveRequestSchema>;
export const FILENAME_REQUIRED = 'Filename is required';

/** The form's own fields and messages (docs/product.md §5). */
export const LeaveFormSchema = v.object({
  alasan: requiredText('Pilih alasan izin', 40),
  tanggal_awal: requiredText('Isi tanggal mulai.', 40),
  tanggal_akhir: requiredText('Isi tanggal akhir.', 40),
  keterangan: requiredText('Masukkan keterangan', 1000),
});
export type LeaveForm = v.InferOutput<typeof LeaveFormSchema>;

export const LeaveIdSchema = v.object({ id: recordId('Id wajib diisi.', 'Id tidak valid.') });
export type LeaveIdRequest = v.InferInput<typeof LeaveIdSchema>;

export const LeaveActionResponseSchema = v.object({ message: v.string() });
export const LeaveInsertResponseSchema = v.object({ message: v.string(), id: v.number() });
export type LeaveInsertResponse = v.InferOutput<typeof LeaveInsertResponseSchema>;

/** Extension: with both dates, the answer also says how many working days they span and for which year. */
const realIsoDate = (message: string) => v.pipe(v.string(message), v.check((text) => parseLeaveDate(text) === text, message));
export const LeaveQuotaQuerySchema = v.object({
  start_date: v.optional(realIsoDate('Tanggal awal harus tanggal yang valid (yyyy-mm-dd).')),
  end_date: v.optional(realIsoDate('Tanggal akhir harus tanggal yang valid (yyyy-mm-dd).')),
});
export type LeaveQuotaQuery = v.InferOutput<typeof LeaveQuotaQuerySchema>;

export const LeaveQuotaSchema = v.object({
  /** Days left of the year's quota: the quota less approved CUTI (docs/product.md §3). */
  akhir_sisa_kuota: v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/))]), v.transform(Number)),
  tahun: v.optional(v.number()),
  kuota: v.optional(v.number()),
  /** Working days of pending CUTI requests, which a new request cannot use either. */
  menunggu: v.optional(v.number()),
  /** Extension: the year's cuti bersama taken from the quota, when HR set it so (already out of akhir_sisa_kuota). */
  cuti_bersama: v.optional(v.number()),
  hari_kerja: v.nullish(v.number(), null),
});
export type LeaveQuota = v.InferOutput<typeof LeaveQuotaSchema>;

export const AttachmentUploadResponseSchema = v.object({ filename: v.string() });
export type AttachmentUploadResponse = v.InferOutput<typeof AttachmentUploadResponseSchema>;

// Leave approval (this product's extension, docs/api.md)
export const LeaveInboxItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  nup: v.string(),
  position: v.string(),
  reason: v.string(),
  reason_code: v.string(),
  start_date: isoDate,
  end_date: isoDate,
  date: v.string(),
  working_days: v.number(),
  /** For quota reasons: the employee's days left that year before this request; null otherwise. */
  quota_left: v.nullish(v.number(), null),
  description: v.string(),
  file: nullableText,
  created_at: v.string(),
  /** The employee's working days that year so far, per type: approved, and still pending (this one included). */
  year_totals: v.optional(v.array(v.object({ reason_code: v.string(), reason: v.string(), days: v.number(), pending_days: v.number() })), []),
});
export type LeaveInboxItem = v.InferOutput<typeof LeaveInboxItemSchema>;
export const LeaveInboxSchema = v.array(LeaveInboxItemSchema);

export const REJECTION_NOTE_REQUIRED = 'Tuliskan alasan penolakan.';
/** A person's approval or rejection of a request named by `idEntries`, with a note that a rejection requires. */
export const approvalDecision = <Entries extends v.ObjectEntries>(idEntries: Entries) =>
  v.pipe(
    v.object({ ...idEntries, decision: v.picklist(['approve', 'reject'], 'Keputusan harus approve atau reject.'), note: decisionNote }),
    v.check((body) => body.decision === 'approve' || (body.note ?? '').length > 0, REJECTION_NOTE_REQUIRED),
  );
export const LeaveDecisionSchema = approvalDecision(LeaveIdSchema.entries);
export type LeaveDecision = v.InferInput<typeof LeaveDecisionSchema>;

// Attendance (§3, §5)
/** Extension: when the employee has an active passkey, the check's single-use challenge for it to sign (base64url). */
const passkeyChallenge = v.nullish(v.string(), null);
/** Extension: for an employee who agreed to the face check, the movement the phone asks for (docs/faces.md). */
const faceChallenge = v.nullish(v.picklist(FACE_CHALLENGES), null);
/** Extension: the phone's face step (an employee who agreed; docs/faces.md). */
const faceStep = v.nullish(FaceStepSchema, null);

export const AttendanceCheckRequestSchema = v.object({
  type: code('Type is required', ['0', '1']),
  location: code('Location is required', ['0', '1']),
  latitude: coordinate('Latitude is required', 90),
  longitude: coordinate('Longitude is required', 180),
  positions,
});
export type AttendanceCheckRequest = v.InferOutput<typeof AttendanceCheckRequestSchema>;

export const AttendanceCheckResponseSchema = v.object({
  is_late: v.picklist(['0', '1']),
  /** Signed record of this check; the submit sends it back so the record keeps the check's time. */
  check_id: v.nullish(v.string(), null),
  distance_m: v.nullish(v.number(), null),
  office: v.nullish(v.string(), null),
  passkey_challenge: passkeyChallenge,
  face_challenge: faceChallenge,
  /** Extension: outside the shift's window, what the phone says before the photo; the record will wait for a person. */
  shift_notice: v.nullish(v.string(), null),
});
export type AttendanceCheckResponse = v.InferOutput<typeof AttendanceCheckResponseSchema>;

/** Extension: the ids of the face step's challenge frames sent with the photos (docs/faces.md), in the order sent. */
const filenameFrames = v.optional(v.array(v.string()), []);

export const PhotoUploadResponseSchema = v.object({
  filename_image: v.string(),
  filename_location: nullableText,
  filename_letter: nullableText,
  filename_frames: filenameFrames,
});
export type PhotoUploadResponse = v.InferOutput<typeof PhotoUploadResponseSchema>;


export const AttendanceSubmitSchema = v.object({
  latitude: coordinate('Latitude is required', 90),
  longitude: coordinate('Longitude is required', 180),
  filename_face: requiredText('Filename for face is required'),
  filename_location: optionalFileId('Foto lokasi tidak ditemukan. Unggah ulang foto.'),
  filename_letter: optionalFileId('Foto surat tidak ditemukan. Unggah ulang foto.'),
  type: code('Type is required', ['0', '1']),
  location: code('Location is required', ['0', '1']),
  device_token: requiredText('Device token is required', 4096),
  anomaly: v.nullish(v.pipe(v.string(), v.maxLength(255, 'Alasan terlalu panjang.')), null),
  is_pwa: v.optional(code('is_pwa harus 1.', ['1']), '1'),
  check_id: v.nullish(v.pipe(v.string('check_id tidak valid.'), v.maxLength(2048, 'check_id tidak valid.')), null),
  taken_at: takenAt,
  server_time: serverTime,
  elapsed_ms: elapsedMs,
  positions,
  passkey_assertion: v.nullish(PasskeyAssertionSchema, null),
  face_step: faceStep,
});
export type AttendanceSubmit = v.InferOutput<typeof AttendanceSubmitSchema>;
export type AttendanceSubmitInput = v.InferInput<typeof AttendanceSubmitSchema>;

export const AttendanceSubmitResponseSchema = v.object({
  message: v.string(),
  date: isoDate,
  time,
  status: v.string(),
  ...VerificationFieldsSchema.entries,
});
export type AttendanceSubmitResponse = v.InferOutput<typeof AttendanceSubmitResponseSchema>;

/** The text fields of the multipart photo upload; the files are checked by their content. */
export const PhotoUploadFieldsSchema = v.object({ type: code('Type is required', ['0', '1']) });

export const AnomalyTypeQuerySchema = v.object({
  type: v.optional(v.picklist(['', 'luar-masuk', 'luar-pulang'], 'Tipe kelainan tidak dikenal.'), ''),
});
export const AnomalyOptionsSchema = v.array(v.object({ label: v.string() }));
export type AnomalyOption = v.InferOutput<typeof AnomalyOptionsSchema>[number];

// Overtime (§3, §5)
export const OvertimeCheckRequestSchema = v.object({
  type: code('Type is required', ['0', '1']),
  is_location: code('Location is required', ['0', '1']),
  latitude: coordinate('Latitude is required', 90),
  longitude: coordinate('Longitude is required', 180),
  positions,
});
export type OvertimeCheckRequest = v.InferOutput<typeof OvertimeCheckRequestSchema>;

/** The check's answer: nothing to decide (no lateness), only the signed check the insert sends back. */
export const OvertimeCheckResponseSchema = v.object({
  check_id: v.string(),
  distance_m: v.nullish(v.number(), null),
  office: v.nullish(v.string(), null),
  passkey_challenge: passkeyChallenge,
  face_challenge: faceChallenge,
});
export type OvertimeCheckResponse = v.InferOutput<typeof OvertimeCheckResponseSchema>;

export const OvertimePhotoUploadResponseSchema = v.object({ filename_image: v.string(), filename_location: v.string(), filename_frames: filenameFrames });
export type OvertimePhotoUploadResponse = v.InferOutput<typeof OvertimePhotoUploadResponseSchema>;

export const OvertimeSubmitSchema = v.object({
  latitude: coordinate('Latitude is required', 90),
  longitude: coordinate('Longitude is required', 180),
  filename_face: requiredText('Filename for face is required'),
  filename_location: requiredText('Filename for location is required'),
  type: code('Type is required', ['0', '1']),
  location: code('Location is required', ['0', '1']),
  device_token: requiredText('Device token is required', 4096),
  is_pwa: v.optional(code('is_pwa harus 1.', ['1']), '1'),
  check_id: v.nullish(v.pipe(v.string('check_id tidak valid.'), v.maxLength(2048, 'check_id tidak valid.')), null),
  taken_at: takenAt,
  server_time: serverTime,
  elapsed_ms: elapsedMs,
  positions,
  passkey_assertion: v.nullish(PasskeyAssertionSchema, null),
  face_step: faceStep,
});
export type OvertimeSubmit = v.InferOutput<typeof OvertimeSubmitSchema>;

export const OvertimeSubmitResponseSchema = v.object({
  message: v.string(),
  date: isoDate,
  time,
  /** Minutes from the overtime's start to its end; null for the start. */
  duration_minutes: v.nullish(v.number(), null),
  ...VerificationFieldsSchema.entries,
});
export type OvertimeSubmitResponse = v.InferOutput<typeof OvertimeSubmitResponseSchema>;

export const OvertimeListSchema = v.array(DayRecordsSchema);

// Related staff (§3)
const queryDate = (label: string) =>
  v.pipe(
    v.optional(v.string(`${label} wajib diisi.`), ''),
    v.minLength(1, `${label} wajib diisi.`),
    v.isoDate(`${label} harus berformat yyyy-mm-dd.`),
  );

export const StaffAttendanceQuerySchema = v.object({
  start_date: queryDate('Tanggal awal'),
  end_date: queryDate('Tanggal akhir'),
});
export type StaffAttendanceQuery = v.InferOutput<typeof StaffAttendanceQuerySchema>;

export const StaffAttendanceListSchema = v.array(
  v.object({
    id: v.union([v.string(), v.number()]),
    name: v.string(),
    nup: v.string(),
    occupation: v.string(),
    department: v.string(),
    subdepartment: nullableText,
    date: isoDate,
    status: v.string(),
    /** Extension: the status's colour (hex without #), as in the employee's own history. */
    color: v.optional(hexColor, '64748b'),
    inpresent: time,
    outpresent: time,
    inphoto: nullableText,
    outphoto: nullableText,
    ...dayVerification,
  }),
);
export type StaffAttendanceItem = v.InferOutput<typeof StaffAttendanceListSchema>[number];

// The supervisor's verification queue (this product's extension, docs/api.md)
export const VerificationQueueItemSchema = v.object({
  kind: v.picklist(RECORD_KINDS),
  id: v.number(),
  name: v.string(),
  nup: v.string(),
  position: v.string(),
  date: isoDate,
  direction: v.picklist(['in', 'out']),
  /** 'Absen Masuk', 'Absen Pulang', 'Mulai Lembur', 'Selesai Lembur' */
  label: v.string(),
  ...VerificationFieldsSchema.entries,
  inside_office: v.boolean(),
  /** The reason chosen (late or outside the office), when there is one. */
  anomaly: nullableText,
  distance_m: v.nullish(v.number(), null),
  accuracy_m: v.nullish(v.number(), null),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  /** Overtime: the minutes it claims (start to end). */
  duration_minutes: v.nullish(v.number(), null),
  /** A late clock-in: minutes from its shift's start (issue 51: the lateness in words); null otherwise. */
  late_minutes: v.nullish(v.number(), null),
  face_photo: nullableText,
  location_photo: nullableText,
  letter_photo: nullableText,
  /** The employee's profile photo, beside the face to compare. */
  profile_photo: nullableText,
  /** Extension: the face check's outcome (null: the employee did not agree), and a reference photo of the face (docs/faces.md). */
  face_check: v.optional(v.nullable(FaceCheckSchema), null),
  reference_photo: v.optional(nullableText, null),
});
export type VerificationQueueItem = v.InferOutput<typeof VerificationQueueItemSchema>;
export const VerificationQueueSchema = v.array(VerificationQueueItemSchema);

/** The flags the decider was shown (their codes): a record that has another since is refused (409). */
const flagsSeen = v.pipe(
  v.array(v.pipe(v.string('Kode tanda harus teks.'), v.maxLength(40, 'Kode tanda terlalu panjang.')), 'Tanda yang dilihat (flags_seen) wajib dikirim.'),
  v.maxLength(40, 'Terlalu banyak tanda.'),
);

export const RecordDecisionSchema = v.pipe(
  v.object({
    kind: v.picklist(RECORD_KINDS, 'Jenis data harus attendance atau overtime.'),
    ...LeaveIdSchema.entries,
    decision: v.picklist(RECORD_DECISIONS, 'Keputusan harus approve, accept_at_receipt atau reject.'),
    note: decisionNote,
    flags_seen: flagsSeen,
    /** A day closed as a forgotten clock-out is approved with the clock-out time the decider gives (HH:mm on the office's clock)… */
    clock_out_time: v.optional(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Jam pulang harus berformat JJ:MM, misalnya 16:05.'))),
    /** …or with its clock-in only: the day counts with early leave from the clock-in to the shift's end. */
    clock_in_only: v.optional(v.boolean()),
  }),
  v.check((body) => body.decision !== 'reject' || body.note.length > 0, REJECTION_NOTE_REQUIRED),
);
export type RecordDecisionRequest = v.InferInput<typeof RecordDecisionSchema>;
export const RecordDecisionResponseSchema = v.object({ message: v.string(), verification: v.picklist(VERIFICATION) });
export type RecordDecisionResponse = v.InferOutput<typeof RecordDecisionResponseSchema>;

/** Extension: the records a supervisor or HR approves at once because their face matched (docs/faces.md, "Approving matched faces"). */
export const FaceMatchApprovalSchema = v.object({
  records: v.pipe(
    v.array(v.object({ kind: v.picklist(RECORD_KINDS, 'Jenis data harus attendance atau overtime.'), ...LeaveIdSchema.entries, flags_seen: flagsSeen }), 'Daftar absen wajib diisi.'),
    v.minLength(1, 'Pilih absen yang disetujui.'),
    v.maxLength(200, 'Paling banyak 200 absen sekali setuju.'),
  ),
});
export type FaceMatchApproval = v.InferOutput<typeof FaceMatchApprovalSchema>;
export const FaceMatchApprovalResponseSchema = v.object({ message: v.string(), approved: v.number(), skipped: v.number() });
export type FaceMatchApprovalResponse = v.InferOutput<typeof FaceMatchApprovalResponseSchema>;

// Push (§3)
export const PushMessageSchema = v.object({
  title: v.string(),
  body: v.string(),
  icon: v.optional(v.string()),
  image: v.optional(v.string()),
  data: v.optional(v.record(v.string(), v.string())),
  link: v.optional(v.string()),
});
export type PushMessage = v.InferOutput<typeof PushMessageSchema>;

/** Extension: the phone's push token, registered after sign-in (and at each start) and forgotten at logout. */
export const DeviceTokenRequestSchema = v.object({ device_token: requiredText('Device token is required', 4096) });
export type DeviceTokenRequest = v.InferOutput<typeof DeviceTokenRequestSchema>;
export const DeviceTokenResponseSchema = v.object({ message: v.string() });
export type DeviceTokenResponse = v.InferOutput<typeof DeviceTokenResponseSchema>;

/** Extension: this server's VAPID public key (base64url, an uncompressed P-256 point), for `pushManager.subscribe`. */
export const WebPushKeySchema = v.object({ public_key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{87}$/)) });
export type WebPushKey = v.InferOutput<typeof WebPushKeySchema>;

/**
 * A standard Web Push subscription (`PushSubscription.toJSON()`): where the push service takes messages for this
 * browser, and the keys its payloads are encrypted for. As a device token it travels as WEB_PUSH_TOKEN_PREFIX
 * (src/domain/push.ts) followed by this JSON in base64url (docs/push.md).
 */
export const WebPushSubscriptionSchema = v.object({
  endpoint: v.pipe(v.string(), v.maxLength(2048), v.url()),
  keys: v.object({
    p256dh: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{87}={0,1}$/)),
    auth: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}={0,2}$/)),
  }),
});
export type WebPushSubscription = v.InferOutput<typeof WebPushSubscriptionSchema>;
