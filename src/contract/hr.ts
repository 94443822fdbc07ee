/** The HR console's calls (`/hr/...`, docs/api.md "HR console"): their payloads and answers. */
import * as v from 'valibot';
import { MAX_RECORD_ID, optionalFileId, recordId, requiredText, wholeNumber } from './fields';
import { ROLES } from './session';
import { VERIFICATION } from './verification';
import { CorrectionSchema, FlagSchema } from './schemas';
import { FACE_CONSENTS } from './faces';
import { calendarDate, clockTime, HOLIDAY_KINDS, HolidayListSchema } from './shifts';
import { optionalCalendarDate, PersonalFieldsSchema } from './personalFields';


const filterText = (label: string) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, `${label}: maksimal 100 karakter.`)), '');

export const HrEmployeeQuerySchema = v.object({
  /** Part of a name, username or NUP. */
  q: filterText('Pencarian'),
  office_id: v.optional(recordId('Kantor wajib diisi.', 'Kantor tidak valid.')),
  department: filterText('Bagian'),
  active: v.optional(v.picklist(['1', '0', ''], 'Status aktif harus 1 atau 0.'), ''),
});
export type HrEmployeeQuery = v.InferOutput<typeof HrEmployeeQuerySchema>;

export const HrEmployeeSchema = v.object({
  id: v.number(),
  username: v.string(),
  nup: v.string(),
  name: v.string(),
  position: v.string(),
  position_level: v.number(),
  department: v.nullable(v.string()),
  offices: v.array(v.object({ id: v.number(), name: v.string() })),
  supervisor: v.nullable(v.object({ id: v.number(), name: v.string() })),
  role: v.picklist(ROLES),
  active: v.boolean(),
  field_staff: v.boolean(),
  schedule_id: v.nullable(v.number()),
  roster_id: v.nullable(v.number()),
  photo: v.nullable(v.string()),
  /** The first and last day the employee is scheduled (yyyy-mm-dd); null: from the account's making, no end. */
  start_date: v.nullable(v.string()),
  end_date: v.nullable(v.string()),
  /** The face check (docs/faces.md): the employee's consent and how many reference photos HR took. */
  face_consent: v.nullable(v.picklist(FACE_CONSENTS)),
  face_references: v.number(),
});
export type HrEmployee = v.InferOutput<typeof HrEmployeeSchema>;

export const HrEmployeeListSchema = v.array(HrEmployeeSchema);

/** The company's departments by name, for the employee form's list (a new one is added deliberately there). */
export const DepartmentListSchema = v.array(v.string());

export const HrEmployeeIdParamSchema = v.object({ id: recordId('Id pegawai wajib diisi.', 'Id pegawai tidak valid.') });

export const HrEmployeeStatusResponseSchema = v.object({ message: v.string(), employee: HrEmployeeSchema });
export type HrEmployeeStatusResponse = v.InferOutput<typeof HrEmployeeStatusResponseSchema>;

export const HrRoleRequestSchema = v.object({ role: v.picklist(ROLES, 'Peran harus employee, hr atau admin.') });

const auditDate = (label: string) => v.optional(calendarDate(label));

export const AuditQuerySchema = v.object({
  entity: filterText('Jenis data'),
  entity_id: filterText('Id data'),
  actor_id: v.optional(recordId('Pelaku wajib diisi.', 'Pelaku tidak valid.')),
  from: auditDate('Tanggal awal'),
  to: auditDate('Tanggal akhir'),
  /** Entries older than this id: the next page (newest first, 100 a page). */
  before_id: v.optional(recordId('Halaman wajib diisi.', 'Halaman tidak valid.')),
  /** `xlsx`: every entry the filters take (up to 10,000), as a spreadsheet in words. */
  format: v.optional(v.picklist(['json', 'xlsx'], 'Format harus json atau xlsx.'), 'json'),
});
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;

export const AuditEntrySchema = v.object({
  id: v.pipe(v.number(), v.maxValue(MAX_RECORD_ID)),
  at: v.string(),
  actor: v.nullable(v.object({ id: v.number(), name: v.string() })),
  action: v.string(),
  entity: v.string(),
  entity_id: v.string(),
  before: v.nullable(v.record(v.string(), v.unknown())),
  after: v.nullable(v.record(v.string(), v.unknown())),
  /** The employee the change concerns (the employee changed, or whose record or request was decided); null for an office, a roster, … */
  subject: v.nullable(v.object({ id: v.number(), name: v.string() })),
  /** The record or request decided: its direction (null for leave) and its days. */
  record: v.nullable(v.object({ direction: v.nullable(v.string()), from: v.string(), to: v.string() })),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

export const AuditListSchema = v.array(AuditEntrySchema);

export const RecapQuerySchema = v.object({
  period: v.pipe(v.optional(v.string(), ''), v.regex(/^\d{4}(0[1-9]|1[0-2])$/, 'Periode harus berformat YYYYMM.')),
  office_id: v.optional(recordId('Kantor wajib diisi.', 'Kantor tidak valid.')),
  department: filterText('Bagian'),
  format: v.optional(v.picklist(['json', 'csv', 'xlsx'], 'Format harus json, csv atau xlsx.'), 'json'),
});
export type RecapQuery = v.InferOutput<typeof RecapQuerySchema>;

const RecapFiguresSchema = v.object({
  scheduled_days: v.number(),
  present_days: v.number(),
  late_days: v.number(),
  late_minutes: v.number(),
  early_leave_days: v.number(),
  early_leave_minutes: v.number(),
  absent_days: v.number(),
  outside_office_days: v.number(),
  /** Approved leave on scheduled days, per leave type code. */
  leave_days: v.record(v.string(), v.number()),
  pending_records: v.number(),
  /** Work days with a record still waiting and no counted clock-in: neither present nor absent yet. */
  waiting_days: v.number(),
  /** Counted clock-ins on days without a shift (a rest day, a holiday): present, but not a work day. */
  off_day_present_days: v.number(),
  /** Approved overtime, in hours (two decimals). */
  overtime_hours: v.number(),
  /** Overtime as paid hours with PP 35/2021's multipliers (docs/hr.md). */
  overtime_pay_hours: v.number(),
});

export const RecapRowSchema = v.object({
  employee_id: v.number(),
  nup: v.string(),
  name: v.string(),
  department: v.nullable(v.string()),
  ...RecapFiguresSchema.entries,
});
export type RecapRow = v.InferOutput<typeof RecapRowSchema>;

/** How many of the recap's employees were present (late among them), absent or on leave on one day. */
export const RecapDaySchema = v.object({
  date: v.string(),
  present: v.number(),
  /** Present, and late. */
  late: v.number(),
  absent: v.number(),
  leave: v.number(),
});
export type RecapDay = v.InferOutput<typeof RecapDaySchema>;

/** A record of a closed period delivered after its close: kept, decided as any other, and listed here for payroll. */
export const RecapAdjustmentSchema = v.object({
  employee_id: v.number(),
  name: v.string(),
  /** The record's work date, in the closed period. */
  date: v.string(),
  kind: v.picklist(['attendance', 'overtime']),
  direction: v.picklist(['in', 'out']),
  verification: v.picklist(VERIFICATION),
  recorded_at: v.string(),
});
export type RecapAdjustment = v.InferOutput<typeof RecapAdjustmentSchema>;

export const RecapSchema = v.object({
  period: v.string(),
  from: v.string(),
  to: v.string(),
  /** The last day counted: the period's end, or today in the current month. */
  counted_until: v.string(),
  generated_at: v.string(),
  leave_types: v.array(v.object({ code: v.string(), label: v.string() })),
  /** Records of the period still waiting for a decision when the recap was made: they count nowhere yet. */
  pending_records: v.number(),
  rows: v.array(RecapRowSchema),
  totals: RecapFiguresSchema,
  /** Each day of the period up to `counted_until`, for the month at a glance. */
  days: v.array(RecapDaySchema),
  /** Records of a closed period delivered after its close, listed in the period they were delivered in (docs/hr.md, "Periods"). */
  adjustments: v.array(RecapAdjustmentSchema),
});
export type Recap = v.InferOutput<typeof RecapSchema>;

/** GET /hr/periods: a payroll period, open or closed, with its days as closed or as the cut-off makes them now. */
export const PayrollPeriodSchema = v.object({
  period: v.string(),
  from: v.string(),
  to: v.string(),
  /** Its last day has passed: it may be closed. */
  ended: v.boolean(),
  state: v.picklist(['open', 'closed']),
  closed_at: v.nullable(v.string()),
  /** Who closed it, by name. */
  closed_by: v.nullable(v.string()),
  /** When an admin last reopened it, who and why. */
  reopened_at: v.nullable(v.string()),
  reopened_by: v.nullable(v.string()),
  reopen_reason: v.nullable(v.string()),
});
export type PayrollPeriod = v.InferOutput<typeof PayrollPeriodSchema>;

export const PayrollPeriodListSchema = v.array(PayrollPeriodSchema);

/** POST /hr/periods/{YYYYMM}/reopen: why an admin opens a paid period again (audited). */
export const PeriodReopenRequestSchema = v.object({ reason: requiredText('Tuliskan alasan membuka kembali periode.', 500) });
export type PeriodReopenRequest = v.InferOutput<typeof PeriodReopenRequestSchema>;

export const PeriodChangeResponseSchema = v.object({ message: v.string(), period: PayrollPeriodSchema });
export type PeriodChangeResponse = v.InferOutput<typeof PeriodChangeResponseSchema>;

/** Preview first (nothing written), then commit the same file; both name every problem's row and column. */
export const HrImportQuerySchema = v.object({ mode: v.picklist(['preview', 'commit'], 'mode harus preview atau commit.') });

/** The employee import's template: a workbook (the default) or a CSV. */
export const ImportTemplateQuerySchema = v.object({ format: v.optional(v.picklist(['xlsx', 'csv'], 'format harus xlsx atau csv.'), 'xlsx') });

export const ImportProblemSchema = v.object({ line: v.number(), message: v.string() });
export type ImportProblem = v.InferOutput<typeof ImportProblemSchema>;

export const HrImportPreviewSchema = v.object({
  /** The rows that read well (created and updated between them); a row may still have a problem of the whole table. */
  rows: v.number(),
  created: v.number(),
  updated: v.number(),
  problems: v.array(ImportProblemSchema),
  /** The file's data rows, and how many of them have a problem (issue 51: counted as such, never as ready). */
  data_rows: v.optional(v.number()),
  problem_rows: v.optional(v.number()),
});
export type HrImportPreview = v.InferOutput<typeof HrImportPreviewSchema>;

export const HrImportResultSchema = v.object({
  message: v.string(),
  created: v.number(),
  updated: v.number(),
  /** Passwords made for new employees without one: shown once, to be handed to them. */
  passwords: v.array(v.object({ username: v.string(), name: v.string(), password: v.string() })),
});
export type HrImportResult = v.InferOutput<typeof HrImportResultSchema>;

/**
 * An import committed in the background (docs/hr.md, "Import"): it goes on on the server when the console is closed,
 * and its state and result are read again until the one who started it dismisses them.
 */
export const ImportJobSchema = v.object({
  status: v.picklist(['running', 'done', 'failed']),
  /** The file's rows, and how many have been read and their passwords made (the slow part); then they are written. */
  total: v.number(),
  done: v.number(),
  started_at: v.string(),
  finished_at: v.nullable(v.string()),
  /** While running: about how long the rest takes, from the pace so far (null before the first rows are done). */
  seconds_left: v.nullable(v.number()),
  /** When finished: what happened, in words; a failed import wrote nothing and names its problems where it can. */
  message: v.nullable(v.string()),
  created: v.number(),
  updated: v.number(),
  problems: v.array(ImportProblemSchema),
  passwords: HrImportResultSchema.entries.passwords,
});
export type ImportJob = v.InferOutput<typeof ImportJobSchema>;

/** The latest import the signed-in clerk started and has not dismissed; null: none. */
export const ImportJobStateSchema = v.object({ job: v.nullable(ImportJobSchema) });
export type ImportJobState = v.InferOutput<typeof ImportJobStateSchema>;

/** A refused commit: every problem, as the preview lists them. */
export const HrImportRefusedSchema = v.object({ message: v.string(), problems: v.array(ImportProblemSchema) });
export type HrImportRefused = v.InferOutput<typeof HrImportRefusedSchema>;

/** How a row of a holiday import stands against the year's list: new, changed (name or kind) or as it is. */
export const HolidayImportRowSchema = v.object({
  date: v.string(),
  name: v.string(),
  kind: v.picklist(HOLIDAY_KINDS),
  change: v.picklist(['new', 'changed', 'same']),
});

/**
 * A holiday import's preview (nothing written): the file is the year's list of national holidays and cuti bersama,
 * so those of the year it does not name are removed; the company's own holidays stay unless it names them.
 */
export const HolidayImportPreviewSchema = v.object({
  year: v.nullable(v.number()),
  rows: v.number(),
  created: v.number(),
  updated: v.number(),
  holidays: v.array(HolidayImportRowSchema),
  removed: HolidayListSchema,
  problems: v.array(ImportProblemSchema),
});
export type HolidayImportPreview = v.InferOutput<typeof HolidayImportPreviewSchema>;

export const HolidayImportResultSchema = v.object({ message: v.string(), created: v.number(), updated: v.number(), removed: v.number() });
export type HolidayImportResult = v.InferOutput<typeof HolidayImportResultSchema>;

/** A clock-in or clock-out as the console lists it for correction, its time on the office's clock. */
export const HrAttendanceRecordSchema = v.object({
  id: v.number(),
  work_date: v.string(),
  direction: v.picklist(['in', 'out']),
  time: v.string(),
  time_zone: v.string(),
  verification: v.picklist(VERIFICATION),
  /** Why it waits or waited: HR's correction is made over these, so they are shown before it. */
  flags: v.optional(v.array(FlagSchema), []),
  is_late: v.boolean(),
  inside_office: v.boolean(),
  correction: v.nullable(CorrectionSchema),
  /** The record's state as HR saw it: a correction carries it back, and one made on a changed record is a 409. */
  version: v.string(),
});
export type HrAttendanceRecord = v.InferOutput<typeof HrAttendanceRecordSchema>;
export const HrAttendanceListSchema = v.array(HrAttendanceRecordSchema);
export const HrAttendanceQuerySchema = v.object({ period: v.pipe(v.optional(v.string(), ''), v.regex(/^\d{4}(0[1-9]|1[0-2])$/, 'Periode harus berformat YYYYMM.')) });

/** A clock-in or clock-out HR adds where none was recorded: the day, which, when and where it happened, and why. */
export const RecordAdditionSchema = v.object({
  employee_id: recordId('Pegawai wajib dipilih.', 'Pegawai tidak valid.'),
  date: calendarDate('Tanggal'),
  direction: v.picklist(['in', 'out'], 'Pilih absen masuk atau pulang.'),
  time: clockTime('Jam'),
  /** One of the employee's offices; null: outside every office. */
  office_id: v.nullable(recordId('Pilih tempatnya.', 'Tempat tidak valid.')),
  note: v.pipe(v.optional(v.string('Alasan harus berupa teks.'), ''), v.trim(), v.minLength(1, 'Alasan wajib diisi.'), v.maxLength(500, 'Maksimal 500 karakter.')),
});
export type RecordAdditionRequest = v.InferInput<typeof RecordAdditionSchema>;
export const RecordAdditionResponseSchema = v.object({ message: v.string(), record: HrAttendanceRecordSchema });
export type RecordAdditionResponse = v.InferOutput<typeof RecordAdditionResponseSchema>;

/** What HR may make of a record: the time it counts at, and whether it counts at all; always with a reason. */
export const CORRECTION_STATUSES = ['counts', 'void'] as const;
export const RecordCorrectionSchema = v.object({
  id: recordId('Id absen wajib diisi.', 'Id absen tidak valid.'),
  time: clockTime('Jam'),
  status: v.picklist(CORRECTION_STATUSES, 'Status harus counts atau void.'),
  note: v.pipe(v.optional(v.string('Alasan koreksi harus berupa teks.'), ''), v.trim(), v.minLength(1, 'Alasan koreksi wajib diisi.'), v.maxLength(500, 'Maksimal 500 karakter.')),
  version: v.pipe(v.string('Versi data absen wajib diisi. Muat ulang daftarnya.'), v.minLength(1, 'Versi data absen wajib diisi. Muat ulang daftarnya.'), v.maxLength(64, 'Versi data absen tidak valid.')),
});
export type RecordCorrectionRequest = v.InferInput<typeof RecordCorrectionSchema>;
export const RecordCorrectionResponseSchema = v.object({ message: v.string(), record: HrAttendanceRecordSchema });
/** A correction of a record changed since HR saw it: what it is now. */
export const RecordChangedResponseSchema = v.object({ message: v.string(), record: HrAttendanceRecordSchema });
export type RecordChangedResponse = v.InferOutput<typeof RecordChangedResponseSchema>;
export type RecordCorrectionResponse = v.InferOutput<typeof RecordCorrectionResponseSchema>;

const TodayPeopleSchema = v.array(v.object({ id: v.number(), name: v.string() }));

/** Today at a glance, per office (docs/hr.md, "Dashboard"). */
export const HrDashboardOfficeSchema = v.object({
  office_id: v.number(),
  name: v.string(),
  time_zone: v.string(),
  /** Active employees whose home office it is. */
  employees: v.number(),
  present: v.number(),
  late: v.number(),
  /** A shift today not ended yet, no clock-in yet, not on leave. */
  not_yet_in: v.number(),
  /** A shift today that has ended with no clock-in, no leave and nothing waiting. */
  absent: v.number(),
  on_leave: v.number(),
  /** With a record of today still waiting for a decision. */
  pending: v.number(),
  /** Who is behind each figure but 'present', by name. */
  people: v.object({ late: TodayPeopleSchema, not_yet_in: TodayPeopleSchema, absent: TodayPeopleSchema, on_leave: TodayPeopleSchema, pending: TodayPeopleSchema }),
});
export type HrDashboardOffice = v.InferOutput<typeof HrDashboardOfficeSchema>;
export const HrDashboardSchema = v.array(HrDashboardOfficeSchema);

/** Every leave request of the company, filtered (docs/hr.md, "Leave"). */
export const HrLeaveQuerySchema = v.object({
  period: v.pipe(v.optional(v.string(), ''), v.regex(/^\d{4}(0[1-9]|1[0-2])$/, 'Periode harus berformat YYYYMM.')),
  status: v.optional(v.picklist(['', '0', '1', '2', '3'], 'Status harus 0, 1, 2 atau 3.'), ''),
  q: filterText('Pencarian'),
});
export type HrLeaveQuery = v.InferOutput<typeof HrLeaveQuerySchema>;

export const HrLeaveItemSchema = v.object({
  id: v.number(),
  employee: v.object({ id: v.number(), name: v.string(), nup: v.string() }),
  reason: v.string(),
  reason_code: v.string(),
  start_date: v.string(),
  end_date: v.string(),
  working_days: v.nullable(v.number()),
  description: v.string(),
  /** '0' pending, '1' approved, '2' rejected, '3' cancelled by the employee. */
  status: v.string(),
  note: v.nullable(v.string()),
  file: v.nullable(v.string()),
});
export type HrLeaveItem = v.InferOutput<typeof HrLeaveItemSchema>;
export const HrLeaveListSchema = v.array(HrLeaveItemSchema);

/** The yearly leave quota (Cuti Tahunan) of each employee, and what the year has used of it. */
const leaveTypeCode = v.optional(v.pipe(v.string('Jenis izin harus berupa teks.'), v.regex(/^[A-Z_]{1,20}$/, 'Jenis izin tidak valid.')), 'CUTI');
export const HrQuotaQuerySchema = v.object({
  year: v.pipe(v.optional(v.string(), ''), v.regex(/^20\d\d$/, 'Tahun harus 2000-2099.'), v.transform(Number)),
  /** Cuti Tahunan's yearly quota (the default), or another type's yearly cap. */
  type: leaveTypeCode,
});
export const HrQuotaSchema = v.object({
  employee: v.object({ id: v.number(), name: v.string(), nup: v.string() }),
  year: v.number(),
  leave_type_code: v.string(),
  /** Working days allowed that year; null: this type has no cap. */
  days: v.nullable(v.number()),
  used: v.number(),
  pending: v.number(),
});
export type HrQuota = v.InferOutput<typeof HrQuotaSchema>;
export const HrQuotaListSchema = v.array(HrQuotaSchema);
export const HrQuotaRequestSchema = v.object({
  employee_id: recordId('Pegawai wajib diisi.', 'Id pegawai tidak valid.'),
  year: v.pipe(v.number('Tahun harus angka.'), v.integer('Tahun harus bilangan bulat.'), v.minValue(2000, 'Tahun harus 2000-2099.'), v.maxValue(2099, 'Tahun harus 2000-2099.')),
  days: v.pipe(v.number('Kuota harus angka.'), v.integer('Kuota harus bilangan bulat.'), v.minValue(0, 'Kuota minimal 0 hari.'), v.maxValue(60, 'Kuota maksimal 60 hari.')),
  leave_type_code: leaveTypeCode,
});
export type HrQuotaRequest = v.InferInput<typeof HrQuotaRequestSchema>;
export const HrMessageSchema = v.object({ message: v.string() });

const MAX_AUDIENCE = 50;

/** An announcement HR publishes (docs/hr.md, "Announcements"): its text is sanitized by the server as always. */
export const HrAnnouncementRequestSchema = v.pipe(
  v.object({
    title: v.pipe(v.optional(v.string(), ''), v.trim(), v.minLength(1, 'Judul wajib diisi.'), v.maxLength(150, 'Judul maksimal 150 karakter.')),
    description: v.pipe(v.optional(v.string(), ''), v.trim(), v.minLength(1, 'Isi pengumuman wajib diisi.'), v.maxLength(20_000, 'Isi pengumuman maksimal 20.000 karakter.')),
    start_date: calendarDate('Tanggal mulai'),
    end_date: calendarDate('Tanggal selesai'),
    image_file_id: optionalFileId('Gambar tidak valid.'),
    /** Whom it is for: the employees of any of these offices or departments; both empty, the whole company. */
    audience_offices: v.optional(v.pipe(v.array(recordId('Kantor wajib diisi.', 'Kantor tidak valid.')), v.maxLength(MAX_AUDIENCE, `Paling banyak ${MAX_AUDIENCE} kantor.`)), []),
    audience_departments: v.optional(v.pipe(v.array(v.pipe(v.string('Bagian tidak valid.'), v.trim(), v.minLength(1, 'Bagian tidak valid.'), v.maxLength(100, 'Bagian maksimal 100 karakter.'))), v.maxLength(MAX_AUDIENCE, `Paling banyak ${MAX_AUDIENCE} bagian.`)), []),
  }),
  v.check((announcement) => announcement.start_date <= announcement.end_date, 'Tanggal selesai tidak boleh sebelum tanggal mulai.'),
);
export type HrAnnouncementRequest = v.InferOutput<typeof HrAnnouncementRequestSchema>;

export const HrAnnouncementSchema = v.object({
  id: v.number(),
  title: v.string(),
  start_date: v.string(),
  end_date: v.string(),
  created_at: v.string(),
  image: v.nullable(v.string()),
  /** When HR withdrew it; null while it stands. */
  withdrawn_at: v.nullable(v.string()),
  /** When HR last edited it after publishing; null: as first published. */
  updated_at: v.nullable(v.string()),
  /** The stored (sanitized) HTML, and the image's stored file, for editing. */
  description: v.string(),
  image_file_id: v.nullable(v.string()),
  /** Whom it is for; both empty: the whole company. */
  audience_offices: v.array(v.object({ id: v.number(), name: v.string() })),
  audience_departments: v.array(v.string()),
});
export type HrAnnouncement = v.InferOutput<typeof HrAnnouncementSchema>;
export const HrAnnouncementIdParamSchema = v.object({ id: recordId('Id pengumuman wajib diisi.', 'Id pengumuman tidak valid.') });
export const HrAnnouncementListSchema = v.array(HrAnnouncementSchema);
export const HrAnnouncementImageSchema = v.object({ file_id: v.string() });
export const HrAnnouncementPublishedSchema = v.object({ message: v.string(), id: v.number(), notified: v.boolean() });
export type HrAnnouncementPublished = v.InferOutput<typeof HrAnnouncementPublishedSchema>;

export const EMPLOYMENT_END_BEFORE_START = 'Tanggal berhenti tidak boleh sebelum tanggal mulai bekerja.';

/** An employee as HR creates or edits one in the console (docs/hr.md, "Employees"); the username only at creation. */
export const HrEmployeeRequestSchema = v.pipe(v.object({
  username: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9._-]{3,40}$/, 'Username: 3-40 huruf kecil, angka, titik, garis bawah atau strip.'))),
  name: v.pipe(v.optional(v.string(), ''), v.trim(), v.minLength(1, 'Nama wajib diisi.'), v.maxLength(100, 'Nama maksimal 100 karakter.')),
  nup: v.pipe(v.optional(v.string(), ''), v.trim(), v.minLength(1, 'NUP wajib diisi.'), v.maxLength(30, 'NUP maksimal 30 karakter.')),
  position: v.pipe(v.optional(v.string(), ''), v.trim(), v.minLength(1, 'Jabatan wajib diisi.'), v.maxLength(100, 'Jabatan maksimal 100 karakter.')),
  position_level: v.pipe(v.number('Level jabatan harus angka.'), v.integer('Level jabatan harus bilangan bulat.'), v.minValue(1, 'Level jabatan 1-10.'), v.maxValue(10, 'Level jabatan 1-10.')),
  department: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Bagian maksimal 100 karakter.')), ''),
  /** The first is the home office, whose time zone the employee's days follow. */
  office_ids: v.pipe(v.array(recordId('Kantor wajib diisi.', 'Kantor tidak valid.'), 'Daftar kantor tidak valid.'), v.maxLength(10, 'Maksimal 10 kantor.')),
  supervisor_id: v.nullable(recordId('Atasan wajib diisi.', 'Atasan tidak valid.')),
  schedule_id: v.nullable(recordId('Jadwal wajib diisi.', 'Jadwal tidak valid.')),
  roster_id: v.nullable(recordId('Pola shift wajib diisi.', 'Pola shift tidak valid.')),
  role: v.optional(v.picklist(ROLES, 'Peran harus employee, hr atau admin.'), 'employee'),
  field_staff: v.optional(v.boolean('Pegawai lapangan harus ya atau tidak.'), false),
  start_date: optionalCalendarDate('Tanggal mulai bekerja'),
  end_date: optionalCalendarDate('Tanggal berhenti'),
  /** Informasi Data Diri; absent: left as it is. */
  personal: v.optional(PersonalFieldsSchema),
}), v.forward(v.check((form) => form.start_date === null || form.end_date === null || form.end_date >= form.start_date, EMPLOYMENT_END_BEFORE_START), ['end_date']));
export type HrEmployeeRequest = v.InferOutput<typeof HrEmployeeRequestSchema>;
export type HrEmployeeRequestInput = v.InferInput<typeof HrEmployeeRequestSchema>;

/** The employee as saved, and a password made for them (new, or reset): shown once, to be handed over. */
export const HrEmployeeSavedSchema = v.object({
  message: v.string(),
  employee: HrEmployeeSchema,
  password: v.nullable(v.string()),
  /** A new account's one-time code for its first phone (docs/passkeys.md), for the slip handed over in person. */
  enrolment_code: v.optional(v.nullable(v.object({ code: v.string(), expires_at: v.string() })), null),
});
export type HrEmployeeSaved = v.InferOutput<typeof HrEmployeeSavedSchema>;

export const HrScheduleSchema = v.object({ id: v.number(), name: v.string(), start_time: v.string(), end_time: v.string(), grace_minutes: v.number(), work_days: v.string() });
export const HrScheduleListSchema = v.array(HrScheduleSchema);

/** The megabytes of stored files HR may let each employee hold: the default, and the least and most it may set. */
export const FILE_QUOTA_MB = { default: 200, min: 20, max: 5000 } as const;

/** What HR sets once for the company (docs/hr.md, "Settings"). */
export const CompanySettingsSchema = v.object({
  /** How many days back, today included, an employee may ask for a correction. */
  correction_window_days: wholeNumber('Batas hari pengajuan koreksi', 1, 31),
  /** The last day of each payroll period (1–28), or 0: calendar months. */
  payroll_cutoff_day: wholeNumber('Tanggal tutup buku', 0, 28),
  /** 1: each cuti bersama on a day the employee's week would work is taken from the year's Cuti quota; 0: it is not. */
  cuti_bersama_uses_quota: wholeNumber('Cuti bersama memotong kuota cuti', 0, 1),
  /** Hours after a shift's end (1–6) at which a clock-in without a clock-out is closed as 'lupa absen pulang'. */
  forgotten_clock_out_hours: wholeNumber('Batas lupa absen pulang', 1, 6),
  /** The last minute of the first three bands of lateness and early leave (payroll sheet's TL and PSW); absent: left as set. */
  /** Minutes before a shift's start (60–240) from which a clock-in belongs to it; absent: left as set. */
  clock_in_window_minutes: v.optional(wholeNumber('Batas awal absen masuk', 60, 240)),
  late_early_band_1_minutes: v.optional(wholeNumber('Batas kelompok menit 1', 1, 600)),
  late_early_band_2_minutes: v.optional(wholeNumber('Batas kelompok menit 2', 1, 600)),
  late_early_band_3_minutes: v.optional(wholeNumber('Batas kelompok menit 3', 1, 600)),
  /** Megabytes of stored files each employee may hold (docs/privacy.md, "Storage space"); absent: left as set. */
  file_quota_mb: v.optional(wholeNumber('Ruang berkas per pegawai', FILE_QUOTA_MB.min, FILE_QUOTA_MB.max)),
});
export type CompanySettings = v.InferOutput<typeof CompanySettingsSchema>;
export const CompanySettingsSavedSchema = v.object({ message: v.string(), settings: CompanySettingsSchema });
export type CompanySettingsSaved = v.InferOutput<typeof CompanySettingsSavedSchema>;

/** At most this many employees in one roster calendar: a larger company chooses an office or a department. */
export const CALENDAR_MAX_EMPLOYEES = 200;

/** The roster calendar (`GET /hr/roster-calendar`): who works which shift on the days from `from`, per office or department. */
export const RosterCalendarQuerySchema = v.object({
  from: calendarDate('Tanggal awal'),
  days: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'Jumlah hari 1-42.'), v.transform(Number), v.minValue(1, 'Jumlah hari 1-42.'), v.maxValue(42, 'Jumlah hari 1-42.')), '7'),
  office_id: v.optional(recordId('Kantor wajib diisi.', 'Kantor tidak valid.')),
  department: filterText('Bagian'),
});
export type RosterCalendarQuery = v.InferOutput<typeof RosterCalendarQuerySchema>;

/** One employee's day in the calendar: the shift (code null: a day off), whether HR changed it, approved leave. */
export const CalendarDaySchema = v.object({
  date: v.string(),
  code: v.nullable(v.string()),
  name: v.nullable(v.string()),
  start_time: v.nullable(v.string()),
  end_time: v.nullable(v.string()),
  /** A one-off change of this day (another shift, a day off, an exchange) rather than the pattern's. */
  changed: v.boolean(),
  /** The leave type's label of an approved request covering the day. */
  leave: v.nullable(v.string()),
  /** False before the employee's first or after their last scheduled day. */
  employed: v.boolean(),
});
export type CalendarDay = v.InferOutput<typeof CalendarDaySchema>;

export const RosterCalendarSchema = v.object({
  from: v.string(),
  days: v.number(),
  holidays: v.array(v.object({ date: v.string(), name: v.string() })),
  employees: v.array(
    v.object({ id: v.number(), name: v.string(), department: v.nullable(v.string()), roster_id: v.nullable(v.number()), days: v.array(CalendarDaySchema) }),
  ),
  /** Employees in the choice beyond CALENDAR_MAX_EMPLOYEES, not shown. */
  more: v.number(),
});
export type RosterCalendar = v.InferOutput<typeof RosterCalendarSchema>;
