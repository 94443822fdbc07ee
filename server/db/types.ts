import type { Generated, Insertable, Selectable } from 'kysely';

/** Timestamps are ISO-8601 UTC text and dates are yyyy-mm-dd text, the same on SQLite and PostgreSQL. */
export interface OfficeTable {
  id: Generated<number>;
  name: string;
  address: string | null;
  latitude: number;
  longitude: number;
  radius_m: number;
  /** 'WIB', 'WITA' or 'WIT' (src/contract/shifts.ts): its employees' lateness, days and history follow it. */
  time_zone: Generated<string>;
  /** When HR archived it: kept for its history, offered no more; null: in use. */
  archived_at: Generated<string | null>;
}

export interface DepartmentTable {
  id: Generated<number>;
  name: string;
}

export interface SubDepartmentTable {
  id: Generated<number>;
  department_id: number;
  name: string;
}

export interface WorkScheduleTable {
  id: Generated<number>;
  name: string;
  /** HH:mm, Asia/Jakarta */
  start_time: string;
  end_time: string;
  grace_minutes: number;
  /** ISO weekdays, e.g. '1,2,3,4,5' */
  work_days: string;
}

/** A rotating shift pattern (docs/hr.md, "Rosters"). */
export interface RosterTable {
  id: Generated<number>;
  name: string;
  /** yyyy-mm-dd: the cycle's first day. */
  start_date: string;
  /** JSON: the roster's shifts (ShiftTimes[]). */
  shifts: string;
  /** Shift codes or '-' (day off), one a day, joined by ','. */
  cycle: string;
  created_at: string;
  /** When HR archived it: its followers keep it, nobody new is put on it; null: in use. */
  archived_at: Generated<string | null>;
}

/** One day of one employee changed by HR: the shift worked that day (JSON ShiftTimes), or null for a day off. */
export interface ShiftSwapTable {
  employee_id: number;
  date: string;
  shift: string | null;
  created_by: number | null;
  created_at: string;
}

export interface EmployeeTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  active: Generated<number>;
  nup: string;
  name: string;
  position: string;
  position_level: number;
  department_id: number | null;
  sub_department_id: number | null;
  office_id: number | null;
  supervisor_id: number | null;
  schedule_id: number | null;
  photo_file_id: string | null;
  birth_place: string | null;
  birth_date: string | null;
  contact: string | null;
  address: string | null;
  married_status: string | null;
  blood_type: string | null;
  religion: string | null;
  last_education: string | null;
  entry_date: string | null;
  grade: string | null;
  grade_date: string | null;
  dependent_children: number | null;
  created_at: string;
  /** 1: HR marked the employee as field staff, whose work outside the office is routine (no confirmation needed). */
  field_staff: Generated<number>;
  /** 'employee', 'hr' or 'admin' (src/contract/hr.ts): who may use the HR console, and who manages HR accounts. */
  role: Generated<string>;
  /** A rotating roster instead of the weekly schedule. */
  roster_id: number | null;
  /** 1: HR exempted the employee from signing clock-ins with a passkey (no capable phone). */
  passkey_exempt: Generated<number>;
  /** Who last set `supervisor_id` through the console or the import (null: the admin command or the seed). */
  supervisor_set_by: Generated<number | null>;
  /** Who created the account through the console or the import (null: the admin command or the seed). */
  created_by: Generated<number | null>;
  /** The first day the employee is scheduled (yyyy-mm-dd); null: from the account's making (server/shifts/employment.ts). */
  start_date: Generated<string | null>;
  /** The last day the employee is scheduled; set at deactivation when HR has not set an earlier one. */
  end_date: Generated<string | null>;
  /** 1: the employee gets push reminders at their shift's start and end (docs/push.md, "Reminders"); 0: turned off in Akun. */
  reminders: Generated<number>;
  /** The employee's standing answer to the face check's consent (docs/faces.md): 'agreed', 'declined', or null (never asked, or withdrawn). */
  face_consent: Generated<string | null>;
  /** 1: the password was set by someone else (HR, the import); only 'Ubah Password' is open until the employee sets their own. */
  password_must_change: Generated<number>;
}

/** Every answer to the face check's consent, kept as proof (docs/faces.md, "Consent"). */
export interface FaceConsentTable {
  id: Generated<number>;
  employee_id: number;
  /** The notice's version the employee read (src/domain/faces.ts). */
  version: string;
  /** 'agreed', 'declined' or 'withdrawn'. */
  decision: string;
  decided_at: string;
  /** The phone's user agent, as the employee's device of the answer. */
  device: string;
}

/** A reference photo of an employee's face and its descriptor (docs/faces.md, "References"). */
export interface FaceReferenceTable {
  id: Generated<number>;
  employee_id: number;
  file_id: string;
  /** The descriptor as a JSON array of numbers. */
  descriptor: string;
  created_at: string;
  created_by: number | null;
}

/** A record's face compared with the references, off the request path (docs/faces.md, "The queue"). */
/** When an employee first read a version of the privacy notice (docs/privacy.md). */
export interface PrivacyNoticeReadTable {
  id: Generated<number>;
  employee_id: number;
  version: string;
  first_read_at: string;
}

/** A view of someone else's photos or position (docs/privacy.md): one row per viewer, whose, what, record and day. */
export interface AccessLogTable {
  id: Generated<number>;
  viewer_id: number;
  subject_id: number;
  /** 'photo' (a record's photos), 'position' (its coordinates), 'reference' (the face check's reference photos). */
  what: string;
  /** 'attendance' or 'overtime', '' when the view is of no record (reference photos). */
  record_kind: string;
  /** The record's id, 0 when none. */
  record_id: number;
  /** The view's date in WIB: a viewer looking again the same day is one row. */
  day: string;
  viewed_at: string;
}

export interface FaceCheckTable {
  id: Generated<number>;
  /** 'attendance' or 'overtime'. */
  record_kind: string;
  employee_id: number;
  work_date: string;
  direction: string;
  /** 'queued', 'match', 'mismatch', 'no_face', 'no_reference' or 'not_checked' (consent withdrawn before its turn). */
  status: string;
  similarity: number | null;
  queued_at: string;
  /** When a pass took it; a pass that stopped leaves it to be taken again after a while. */
  claimed_at: string | null;
  checked_at: string | null;
  /** The phone's face step (docs/faces.md): the challenge asked ('blink_twice', 'turn_left', 'turn_right'), its outcome, the hints. */
  challenge: string | null;
  challenge_outcome: string | null;
  antispoof: number | null;
  liveness: number | null;
  /**
   * The server's own look at the challenge frames (docs/faces.md, "What the server checks"): its verdict
   * (src/contract/faces.ts FACE_MOTION_VERDICTS), the movement measured, the least similar frame to the record's photo,
   * and its antispoof and liveness scores; null until the pass, or for a record without a face step.
   */
  motion: string | null;
  motion_measure: number | null;
  frames_similarity: number | null;
  server_antispoof: number | null;
  server_liveness: number | null;
}

/** An overtime order (Surat Perintah Lembur, docs/hr.md "Overtime orders"). */
export interface OvertimeOrderTable {
  id: Generated<number>;
  employee_id: number;
  work_date: string;
  /** HH:mm planned, on the office's clock; an end at or before the start is the next morning's. */
  start_time: string;
  end_time: string;
  task: string;
  /** 'asked' (by the employee), 'ordered' (by a supervisor, awaiting consent), 'agreed', 'declined' or 'rejected'. */
  status: string;
  /** The supervisor who ordered or approved it. */
  ordered_by: number | null;
  created_at: string;
  /** When the employee agreed or declined, or the supervisor decided the employee's request. */
  answered_at: string | null;
  decided_by: number | null;
  note: string | null;
}

/** A shift reminder sent, once per employee, day and kind, whichever server process claims it first. */
export interface ShiftReminderTable {
  employee_id: number;
  work_date: string;
  /** 'in' (before the start, not clocked in) or 'out' (after the end, not clocked out). */
  kind: string;
  sent_at: string;
}

/** The offices an employee may clock in at; the geofence check uses all of them. */
export interface EmployeeOfficeTable {
  employee_id: number;
  office_id: number;
}

/** What clock-in/out and overtime records both keep about whether they count (docs/api.md, "Verification"). */
export interface RecordVerificationColumns {
  /** 'verified', 'pending', 'accepted_at_receipt' or 'rejected' (src/domain/verification.ts). */
  verification: Generated<string>;
  /** Why it waits: flag codes joined by ',' ('' for none). */
  flags: Generated<string>;
  /** The phone that made it (the sign-in's device id, docs/decisions.md); null before phones were told apart. */
  device_id: string | null;
  decided_by: number | null;
  decided_at: string | null;
  decision_note: string | null;
  /** The chosen position's accuracy in metres, as the phone reported it. */
  accuracy_m: number | null;
  /** The check this record used (each is used once); null for one taken with no connection. */
  check_nonce: string | null;
}

export interface AttendanceTable extends RecordVerificationColumns {
  id: Generated<number>;
  employee_id: number;
  work_date: string;
  /** 'in' or 'out' */
  direction: string;
  /** When the server received the check this record refers to. */
  checked_at: string;
  /** When the server stored the record. */
  recorded_at: string;
  inside_office: number;
  /** The phone's position; null for a record a person made. */
  latitude: number | null;
  longitude: number | null;
  office_id: number | null;
  distance_m: number | null;
  is_late: number;
  anomaly: string | null;
  /** The face photo; null for a record a person made (no photo was taken). */
  face_file_id: string | null;
  location_file_id: string | null;
  letter_file_id: string | null;
  device_token: string | null;
  idempotency_key: string | null;
  /** 1 when taken with no connection: `checked_at` is the device's time, not a server check's. */
  taken_offline: Generated<number>;
  /** HR corrected the record (docs/hr.md, "Corrections"): who, when, why, and the time it had before the first correction. */
  corrected_by: Generated<number | null>;
  corrected_at: Generated<string | null>;
  correction_note: Generated<string | null>;
  original_checked_at: Generated<string | null>;
  /** Where the record came from (src/contract/verification.ts RECORD_SOURCES): the app, an approved correction request, or HR. */
  source: Generated<string>;  /** When the retention pass deleted its photos and raw position (docs/privacy.md, "Retention"); null while kept. */
  photos_removed_at: Generated<string | null>;
  /** The face step's challenge frames (a JSON array of file ids, docs/faces.md); null without them or once deleted with the photos. */
  face_frame_ids: Generated<string | null>;
}

/** What every request someone decides keeps of its decision (server/db/migrations.ts, `withDecisionColumns`). */
export interface DecidedRequestColumns {
  /** 'pending', 'approved', 'rejected' or 'withdrawn'. */
  status: string;
  created_at: string;
  decided_by: number | null;
  decided_at: string | null;
  decision_note: string | null;
  idempotency_key: string | null;
}

/** An employee's request to add or correct a clock-in or clock-out of a recent day (docs/hr.md, "Correction requests"). */
export interface CorrectionRequestTable extends DecidedRequestColumns {
  id: Generated<number>;
  employee_id: number;
  work_date: string;
  direction: string;
  /** The record it corrects, when one existed as it was asked; null for a forgotten one. */
  attendance_id: number | null;
  /** HH:mm on the office's clock, on the shift's date (or the next day's, for a night shift's clock-out). */
  time: string;
  /** The office it happened at; null: 'Di luar kantor'. */
  office_id: number | null;
  reason: string;
  evidence_file_id: string | null;
  /** When the retention pass deleted its evidence photo (docs/privacy.md, "Retention"). */
  photos_removed_at: Generated<string | null>;
}

/** Settings HR sets once for the company (server/settings.ts). */
export interface CompanySettingTable {
  key: string;
  value: string;
}

export interface OvertimeTable extends RecordVerificationColumns {
  id: Generated<number>;
  employee_id: number;
  work_date: string;
  direction: string;
  checked_at: string;
  recorded_at: string;
  inside_office: number;
  /** The phone's position and face: null once their retention ended (`photos_removed_at`). */
  latitude: number | null;
  longitude: number | null;
  face_file_id: string | null;
  location_file_id: string | null;
  device_token: string;
  idempotency_key: string | null;
  /** On the end of an overtime: minutes since its start. */
  duration_minutes: number | null;
  /** On an overtime start never ended: when the server closed it (its cap or the next day's start). */
  auto_closed_at: string | null;
  /** 1 when taken with no connection: `checked_at` is the device's time, not a server check's. */
  taken_offline: Generated<number>;
  /** The agreed overtime order it was worked under; null without one ('tanpa perintah lembur'). */
  order_id: Generated<number | null>;
  /** When the retention pass deleted its photos and raw position (docs/privacy.md, "Retention"); null while kept. */
  photos_removed_at: Generated<string | null>;
  /** The face step's challenge frames (a JSON array of file ids, docs/faces.md); null without them or once deleted with the photos. */
  face_frame_ids: Generated<string | null>;
}

export interface AnomalyReasonTable {
  id: Generated<number>;
  /** '' (late), 'luar-masuk' or 'luar-pulang' */
  kind: string;
  label: string;
}

export interface LeaveTypeTable {
  code: string;
  label: string;
  /** Counts against the yearly leave quota (CUTI). */
  uses_quota: number;
  /** A request longer than this many days needs an attachment (0: always); null: never. */
  attachment_after_days: number | null;
  /** Days a year an employee may take of this type (approved and pending); null: no cap. */
  yearly_cap: number | null;
}

/** HR's cap for one employee, leave type and year, in place of the type's own `yearly_cap` (Cuti uses leave_quotas). */
export interface LeaveTypeCapTable {
  employee_id: number;
  leave_type_code: string;
  year: number;
  days: number;
}

export interface HolidayTable {
  /** yyyy-mm-dd */
  date: string;
  name: string;
  /** 'national', 'cuti_bersama' or 'company' (src/contract/shifts.ts). */
  kind: Generated<string>;
}

export interface LeaveRequestTable {
  id: Generated<number>;
  employee_id: number;
  leave_type_code: string;
  start_date: string;
  end_date: string;
  description: string;
  /** Stored file id of the attachment. */
  attachment: string | null;
  /** '0' pending, '1' accepted, '2' rejected, '3' cancelled by the employee */
  status: string;
  created_at: string;
  /** Days of the request that are work days of the employee's schedule and not holidays. */
  working_days: number | null;
  decided_by: number | null;
  decided_at: string | null;
  decision_note: string | null;
  cancelled_at: string | null;
  idempotency_key: string | null;
  /** When the retention pass deleted its attachment (docs/privacy.md, "Retention"). */
  photos_removed_at: Generated<string | null>;
}

export interface LeaveQuotaTable {
  employee_id: number;
  year: number;
  days: number;
}

export interface AnnouncementTable {
  id: Generated<number>;
  title: string;
  description: string;
  image_file_id: string | null;
  start_date: string;
  end_date: string;
  created_at: string;
  /** When the employees were notified of it: at publishing, or the hour its start date came; null until then. */
  notified_at: Generated<string | null>;
  /** When HR withdrew it, and who: it no longer shows nor is notified; the row stays for the audit log. */
  withdrawn_at: Generated<string | null>;
  withdrawn_by: Generated<number | null>;
  /** When HR last edited it after publishing (audited); null: as first published. */
  updated_at: Generated<string | null>;
}

/** One office or one department an announcement is for (docs/hr.md, "Announcements"); none: the whole company. */
export interface AnnouncementAudienceTable {
  announcement_id: number;
  office_id: number | null;
  department_id: number | null;
}

/** An employee import committed in the background (docs/hr.md, "Import"). */
export interface ImportJobTable {
  id: Generated<number>;
  started_by: number;
  /** 'running', 'done' or 'failed' (nothing written). */
  status: string;
  total: number;
  done: number;
  started_at: string;
  /** Written with each step of progress: a running job whose process stopped is known by an old one. */
  heartbeat_at: string;
  finished_at: string | null;
  message: string | null;
  created: number;
  updated: number;
  /** JSON: the problems that refused it. */
  problems: string | null;
  /** The generated passwords, JSON sealed under PHOTO_KEYS (base64), until dismissed. */
  passwords: string | null;
  dismissed_at: string | null;
}

export interface DeviceTokenTable {
  token: string;
  employee_id: number;
  created_at: string;
  last_seen_at: string;
}

export interface StoredFileTable {
  /** Random name; on SQLite also the file name under DATA_DIR/uploads. */
  id: string;
  owner_employee_id: number | null;
  /** 'face', 'location', 'letter', 'announcement', 'photo', 'attachment' */
  kind: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  created_at: string;
  /** When a record first referred to the file; uploads never claimed are deleted after a day. */
  claimed_at: string | null;
  /** Client address of an upload made without a token (leave attachments), for its rate limit. */
  uploader_address: string | null;
  /** A face photo's perceptual hash (64-bit difference hash, 16 hex digits), for near-duplicates of earlier ones. */
  phash: string | null;
}

/** A stored file whose row is gone and whose bytes are still to be erased (a pass cut short finishes it). */
export interface FileErasureTable {
  file_id: string;
}

/** An employee's copy of their own data ('Unduh Data Saya', docs/privacy.md): one a WIB day. */
export interface DataExportTable {
  id: Generated<number>;
  employee_id: number;
  /** The WIB day it was asked for: one a day. */
  day: string;
  requested_at: string;
  /** 'preparing', 'ready', 'failed' or 'expired' (its file deleted). */
  status: string;
  /** When a server process took it to prepare, renewed while it does; another takes it over after a while (a process that died). */
  claimed_at: string | null;
  ready_at: string | null;
}

/** The ZIPs of a ready copy: one, or several when it is larger than a part (docs/privacy.md). */
export interface DataExportPartTable {
  export_id: number;
  /** 1, 2, …: the order they are named in. */
  part: number;
  file_id: string;
}

/** A large stored file (a copy's part) on PostgreSQL: its stored bytes in order, about a megabyte a row. */
export interface FileChunkTable {
  file_id: string;
  seq: number;
  bytes: Buffer;
}

/** An employee's request to correct a field of Informasi Data Diri, decided by HR (docs/privacy.md, "Corrections"). */
export interface PersonalChangeRequestTable extends DecidedRequestColumns {
  id: Generated<number>;
  employee_id: number;
  /** A column of `employees` listed in PERSONAL_FIELDS (src/contract/hr.ts). */
  field: string;
  /** The value when asked, as text (src/contract/personalChanges.ts `valueText`); null when not known. */
  old_value: string | null;
  new_value: string;
  reason: string;
}

/** A pass one server process runs at a time (the retention pass): held by `holder` until `until`. */
export interface MaintenanceLeaseTable {
  name: string;
  holder: string;
  until: string;
}

/** Each pass's latest run and latest run that skipped items (docs/deployment.md, "Passes"): one row a pass. */
export interface PassRunTable {
  pass: string;
  last_run_at: string;
  last_run_skipped: number;
  last_failure_at: string | null;
  last_failure_skipped: number;
  /** JSON: the first items that run skipped, `[{ item, reason }]`. */
  last_failure_items: string;
}

/** An item a pass skipped because it failed: retried on later runs until `left_aside`, then only listed. */
export interface PassFailureTable {
  id: Generated<number>;
  pass: string;
  /** `kind:id`, e.g. `file:…`, `attendance:12`, `step:announcements`. */
  item: string;
  reason: string;
  attempts: number;
  first_failed_at: string;
  last_failed_at: string;
  /** 1 once it is no longer tried. */
  left_aside: number;
}

/** A payroll period HR closed (docs/hr.md, "Periods"); closed_at null: an admin reopened it. */
export interface PayrollPeriodTable {
  /** YYYYMM */
  period: string;
  /** yyyy-mm-dd: its days as they were when it was closed. */
  first_date: string;
  last_date: string;
  closed_at: string | null;
  closed_by: number | null;
  /** JSON: the recap as closed (ClosedRecap), answered for the period from then on. */
  recap: string | null;
  recap_csv: string | null;
  recap_xlsx: Buffer | null;
  /** JSON: the payroll sheet as closed (PayrollSheet), and its files. */
  sheet: string | null;
  sheet_csv: string | null;
  sheet_xlsx: Buffer | null;
  reopened_at: string | null;
  reopened_by: number | null;
  reopen_reason: string | null;
}

/** A payroll system's read-only key (docs/api.md, "Payroll"): only its SHA-256 (hex) is kept. */
export interface PayrollKeyTable {
  id: Generated<number>;
  name: string;
  key_hash: string;
  created_by: number;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_by: number | null;
}

/** The bytes of stored files, on PostgreSQL only (SQLite keeps them in DATA_DIR/uploads). */
export interface FileContentTable {
  id: string;
  bytes: Buffer;
}

/**
 * Every notification the server meant to send, one row per employee: 'recorded' without FCM credentials, else
 * 'sent' (to at least one device), 'no_device' or 'failed'.
 */
export interface NotificationTable {
  id: Generated<number>;
  employee_id: number;
  title: string;
  body: string;
  link: string;
  created_at: string;
  /** 'coalesced': held for its window's follow-up; 'limited': over the recipient's hourly limit (docs/push.md, "Coalescing and limits"). */
  status: 'pending' | 'recorded' | 'sent' | 'no_device' | 'failed' | 'coalesced' | 'limited';
  /** The person who caused it and what it is about; null for the system's own (reminders, announcements, notices). */
  sender_id: number | null;
  kind: string | null;
}

/** One open window per sender, recipient and kind: what it holds goes as one follow-up at `ends_at`. */
export interface NotificationWindowTable {
  sender_id: number;
  recipient_id: number;
  kind: string;
  ends_at: string;
  /** Notifications held since the window's push (or its last follow-up). */
  held: number;
  /** When a follow-up pass took it; null when none holds it. */
  claimed_at: string | null;
}

/** Pushes of what others asked of a recipient in the clock hour `hour` (ISO, to the hour). */
export interface NotificationHourTable {
  recipient_id: number;
  hour: string;
  pushed: number;
}

/** Login attempts that failed or are being checked; old rows are pruned. */
export interface LoginAttemptTable {
  id: Generated<number>;
  /** Lower-cased as typed, whether or not such an employee exists. */
  username: string;
  address: string;
  attempted_at: string;
  /** When its password proved wrong; null while it is being checked. */
  failed_at: string | null;
  /** 1 when it came with a valid device key of that username: counted per address only (docs/security.md). */
  trusted_device: Generated<number>;
}

/** A signed-in phone: the token names it (`sid`); ended at logout, at a change of password, or by HR. */
export interface SessionTable {
  /** Random, 128 bits, base64url. */
  id: string;
  employee_id: number;
  created_at: string;
  ended_at: string | null;
  /** The phone it was signed in on (its device key's device id). */
  device_id: string | null;
}

/** A phone that signed in to this account before (OWASP's device cookie): its key is kept only as a SHA-256. */
export interface DeviceKeyTable {
  key_hash: string;
  employee_id: number;
  created_at: string;
  last_used_at: string;
  /** The phone: the hash of the first key it was given, kept for the keys it got later for other employees. */
  device_id: string | null;
}

/** Every check the server answered: a submit uses its check once, and an offline claim cannot predate one. */
export interface AttendanceCheckTable {
  /** Random; the signed check carries it as its nonce. */
  id: string;
  employee_id: number;
  /** 'regular' or 'overtime' */
  purpose: string;
  direction: string;
  issued_at: string;
}

/** Every change HR makes (docs/hr.md): who, when, what, and the entity before and after, as JSON. */
export interface AuditLogTable {
  id: Generated<number>;
  /** The HR employee who made it; null for the admin command. */
  actor_id: number | null;
  at: string;
  action: string;
  entity: string;
  entity_id: string;
  before: string | null;
  after: string | null;
}

/** A passkey (WebAuthn platform credential) on an employee's phone, which signs their clock-ins (docs/passkeys.md). */
export interface PasskeyTable {
  /** The credential id, base64url. */
  id: string;
  employee_id: number;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter at its latest use (0 for authenticators that keep none). */
  counter: Generated<number>;
  /** JSON array of the authenticator's transports. */
  transports: string;
  name: string;
  /** 'active', 'pending' (a further device, until the chain or HR approves it) or 'revoked'. */
  status: string;
  created_at: string;
  last_used_at: string | null;
  decided_by: number | null;
  decided_at: string | null;
}

export interface Database {
  offices: OfficeTable;
  departments: DepartmentTable;
  sub_departments: SubDepartmentTable;
  work_schedules: WorkScheduleTable;
  employees: EmployeeTable;
  employee_offices: EmployeeOfficeTable;
  attendance: AttendanceTable;
  correction_requests: CorrectionRequestTable;
  company_settings: CompanySettingTable;
  shift_reminders: ShiftReminderTable;
  face_consents: FaceConsentTable;
  face_references: FaceReferenceTable;
  face_checks: FaceCheckTable;
  access_log: AccessLogTable;
  privacy_notice_reads: PrivacyNoticeReadTable;
  overtime_orders: OvertimeOrderTable;
  overtime: OvertimeTable;
  anomaly_reasons: AnomalyReasonTable;
  leave_types: LeaveTypeTable;
  leave_requests: LeaveRequestTable;
  leave_quotas: LeaveQuotaTable;
  leave_type_caps: LeaveTypeCapTable;
  holidays: HolidayTable;
  announcements: AnnouncementTable;
  announcement_audience: AnnouncementAudienceTable;
  import_jobs: ImportJobTable;
  payroll_keys: PayrollKeyTable;
  payroll_periods: PayrollPeriodTable;
  device_tokens: DeviceTokenTable;
  notifications: NotificationTable;
  notification_windows: NotificationWindowTable;
  notification_hours: NotificationHourTable;
  stored_files: StoredFileTable;
  file_contents: FileContentTable;
  file_erasures: FileErasureTable;
  data_exports: DataExportTable;
  data_export_parts: DataExportPartTable;
  file_chunks: FileChunkTable;
  personal_change_requests: PersonalChangeRequestTable;
  maintenance_leases: MaintenanceLeaseTable;
  pass_runs: PassRunTable;
  pass_failures: PassFailureTable;
  login_attempts: LoginAttemptTable;
  sessions: SessionTable;
  device_keys: DeviceKeyTable;
  attendance_checks: AttendanceCheckTable;
  audit_log: AuditLogTable;
  rosters: RosterTable;
  shift_swaps: ShiftSwapTable;
  passkeys: PasskeyTable;
  passkey_enrolment_codes: PasskeyEnrolmentCodeTable;
}

/**
 * A one-time code HR hands an employee in person: the phone enrolled with it while none is active is active at once
 * (docs/passkeys.md, "Enrolment"). Only its SHA-256 is kept.
 */
export interface PasskeyEnrolmentCodeTable {
  id: Generated<number>;
  employee_id: number;
  code_hash: string;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type Employee = Selectable<EmployeeTable>;
export type NewEmployee = Insertable<EmployeeTable>;

/** Every column of what a protected call knows of who signed in (`requireEmployee`): a whole employee row costs several times more to read. */
export const SIGNED_IN_COLUMNS = [
  'id',
  'username',
  'active',
  'nup',
  'name',
  'position',
  'position_level',
  'department_id',
  'sub_department_id',
  'office_id',
  'supervisor_id',
  'schedule_id',
  'photo_file_id',
  'created_at',
  'field_staff',
  'role',
  'passkey_exempt',
  'start_date',
  'end_date',
  'face_consent',
  'password_must_change',
] as const satisfies readonly (keyof Employee)[];

/** Whether an employee has a phone enrolled (docs/passkeys.md): an active one, only pending or revoked ones, or none ever. */
export type PasskeyEnrolment = 'active' | 'inactive' | 'never';

/**
 * Who signed in, as every protected call knows them, with their phones' enrolment (read in the same statement: a
 * clock-in's check and submit each need it); personal data and the password are read where needed.
 */
export type SignedInEmployee = SignedInColumns & { passkeys: PasskeyEnrolment };

/** The employee's columns of `SignedInEmployee`: what a staff list or a sign-in, which read an employee row, know. */
export type SignedInColumns = Pick<Employee, (typeof SIGNED_IN_COLUMNS)[number]>;
