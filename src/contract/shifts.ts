/** Offices' time zones, shift rosters and swaps (docs/hr.md, "Rosters"): the console's payloads and the app's shifts. */
import * as v from 'valibot';
import { recordId, requiredText } from './fields';
import { parseLeaveDate } from './leaveDate';

/** Indonesia's three zones, each one offset all year (no daylight saving). */
export const TIME_ZONES = {
  WIB: { utcOffsetHours: 7, label: 'WIB (UTC+7)' },
  WITA: { utcOffsetHours: 8, label: 'WITA (UTC+8)' },
  WIT: { utcOffsetHours: 9, label: 'WIT (UTC+9)' },
} as const;
export type TimeZoneCode = keyof typeof TIME_ZONES;
export const TIME_ZONE_CODES = Object.keys(TIME_ZONES) as TimeZoneCode[];

/** '07:05' is a time of day on a 24-hour clock. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isClockTime = (text: string) => CLOCK_TIME.test(text);

/** HH:mm on a wall clock. */
export const clockTime = (label: string) => v.pipe(v.string(`${label} wajib diisi.`), v.regex(CLOCK_TIME, `${label} harus berformat HH:mm.`));

export const calendarDate = (label: string) =>
  v.pipe(
    v.string(`${label} wajib diisi.`),
    v.isoDate(`${label} harus berformat yyyy-mm-dd.`),
    v.check((text) => parseLeaveDate(text) === text, `${label} bukan tanggal yang ada.`),
  );

/** A roster's shift: its times on the office's wall clock; an end at or before the start is the next day's. */
export const ShiftTimesSchema = v.object({
  code: v.pipe(v.string('Kode shift wajib diisi.'), v.regex(/^[A-Z0-9]{1,3}$/, 'Kode shift: 1-3 huruf besar atau angka.')),
  name: requiredText('Nama shift wajib diisi.', 40),
  start_time: clockTime('Jam mulai shift'),
  end_time: clockTime('Jam selesai shift'),
  grace_minutes: v.pipe(v.number('Toleransi harus angka.'), v.integer('Toleransi harus bilangan bulat.'), v.minValue(0, 'Toleransi minimal 0 menit.'), v.maxValue(120, 'Toleransi maksimal 120 menit.')),
});
export type ShiftTimes = v.InferOutput<typeof ShiftTimesSchema>;

/** A day off in a roster's cycle. */
export const DAY_OFF = '-';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A shift's span in minutes from its own day's midnight: an end at or before its start is the next day's. */
export const shiftSpan = (shift: Pick<ShiftTimes, 'start_time' | 'end_time'>) => {
  const start = minutesOf(shift.start_time);
  const end = minutesOf(shift.end_time);
  return { start, end: end > start ? end : end + 24 * 60 };
};

/**
 * The first two days of a roster's cycle whose shifts overlap, the cycle read round (its last day is followed by its
 * first), as 1-based day numbers; null when none do. A night shift 22:00–06:00 overlaps a 05:00 start the next day.
 */
export function overlappingCycleDays(roster: { shifts: ShiftTimes[]; cycle: string[] }): [number, number] | null {
  const shiftOf = (code: string | undefined) => roster.shifts.find((shift) => shift.code === code);
  for (let day = 0; day < roster.cycle.length; day++) {
    const next = (day + 1) % roster.cycle.length;
    const [today, tomorrow] = [shiftOf(roster.cycle[day]), shiftOf(roster.cycle[next])];
    if (!today || !tomorrow) continue;
    if (shiftSpan(today).end > 24 * 60 + shiftSpan(tomorrow).start) return [day + 1, next + 1];
  }
  return null;
}

export const RosterRequestSchema = v.pipe(
  v.object({
    name: requiredText('Nama pola shift wajib diisi.', 80),
    start_date: calendarDate('Tanggal mulai pola'),
    shifts: v.pipe(v.array(ShiftTimesSchema, 'Daftar shift wajib diisi.'), v.minLength(1, 'Isi minimal satu shift.'), v.maxLength(10, 'Maksimal 10 shift.')),
    /** One entry a day: a shift's code or '-' (day off); the cycle repeats from start_date. */
    cycle: v.pipe(v.array(v.string('Siklus berisi kode shift atau -.'), 'Siklus wajib diisi.'), v.minLength(1, 'Siklus minimal 1 hari.'), v.maxLength(56, 'Siklus maksimal 56 hari.')),
  }),
  v.check((roster) => new Set(roster.shifts.map((shift) => shift.code)).size === roster.shifts.length, 'Kode shift tidak boleh kembar.'),
  v.check(
    (roster) => roster.cycle.every((code) => code === DAY_OFF || roster.shifts.some((shift) => shift.code === code)),
    'Siklus hanya boleh berisi kode shift yang ada atau - (libur).',
  ),
  v.check(
    (roster) => overlappingCycleDays(roster) === null,
    (issue) => {
      const [first, second] = overlappingCycleDays(issue.input as RosterInput)!;
      return `Shift hari ke-${first} dan hari ke-${second} siklus bertabrakan: shift berikutnya mulai sebelum shift sebelumnya selesai.`;
    },
  ),
);
type RosterInput = { shifts: ShiftTimes[]; cycle: string[] };
export type RosterRequest = v.InferOutput<typeof RosterRequestSchema>;

export const RosterSchema = v.object({
  id: v.number(),
  name: v.string(),
  start_date: v.string(),
  shifts: v.array(ShiftTimesSchema),
  cycle: v.array(v.string()),
  /** How many employees follow it. */
  employees: v.number(),
  /** Archived: its followers keep it, nobody new is put on it. */
  archived: v.boolean(),
});
export type Roster = v.InferOutput<typeof RosterSchema>;
export const RosterListSchema = v.array(RosterSchema);

export const RosterIdParamSchema = v.object({ id: recordId('Id pola shift wajib diisi.', 'Id pola shift tidak valid.') });

/** Employees put on a roster, or back on their weekly schedule (roster_id null). */
export const RosterAssignmentSchema = v.object({
  roster_id: v.nullable(recordId('Pola shift wajib diisi.', 'Pola shift tidak valid.')),
  employee_ids: v.pipe(
    v.array(recordId('Pegawai wajib diisi.', 'Id pegawai tidak valid.'), 'Daftar pegawai wajib diisi.'),
    v.minLength(1, 'Pilih minimal satu pegawai.'),
    v.maxLength(500, 'Maksimal 500 pegawai sekali simpan.'),
  ),
});
export type RosterAssignment = v.InferOutput<typeof RosterAssignmentSchema>;

/**
 * A one-off change of one day: the employee works `shift_code` of their roster that day ('-': a day off); with
 * `with_employee_id`, two employees exchange that day's shifts.
 */
export const ShiftSwapRequestSchema = v.object({
  employee_id: recordId('Pegawai wajib diisi.', 'Id pegawai tidak valid.'),
  date: calendarDate('Tanggal'),
  shift_code: v.optional(v.pipe(v.string(), v.regex(/^([A-Z0-9]{1,3}|-)$/, 'Kode shift tidak valid.'))),
  with_employee_id: v.optional(recordId('Pegawai pengganti wajib diisi.', 'Id pegawai pengganti tidak valid.')),
});
export type ShiftSwapRequest = v.InferOutput<typeof ShiftSwapRequestSchema>;

/** A day of an employee's plan as the app shows it: a shift, or a day off (`name` null). */
export const PlannedDaySchema = v.object({
  date: v.string(),
  name: v.nullable(v.string()),
  start_time: v.nullable(v.string()),
  end_time: v.nullable(v.string()),
  time_zone: v.picklist(TIME_ZONE_CODES),
});
export type PlannedDay = v.InferOutput<typeof PlannedDaySchema>;

export const OfficeRequestSchema = v.object({
  name: requiredText('Nama kantor wajib diisi.', 100),
  address: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(255, 'Alamat maksimal 255 karakter.'))), null),
  latitude: v.pipe(v.number('Lintang harus angka.'), v.minValue(-90, 'Lintang antara -90 dan 90.'), v.maxValue(90, 'Lintang antara -90 dan 90.')),
  longitude: v.pipe(v.number('Bujur harus angka.'), v.minValue(-180, 'Bujur antara -180 dan 180.'), v.maxValue(180, 'Bujur antara -180 dan 180.')),
  radius_m: v.pipe(v.number('Radius harus angka.'), v.integer('Radius harus bilangan bulat.'), v.minValue(10, 'Radius minimal 10 m.'), v.maxValue(5000, 'Radius maksimal 5000 m.')),
  time_zone: v.picklist(TIME_ZONE_CODES, 'Zona waktu harus WIB, WITA atau WIT.'),
});
export type OfficeRequest = v.InferOutput<typeof OfficeRequestSchema>;

export const OfficeSchema = v.object({
  id: v.number(),
  ...OfficeRequestSchema.entries,
  address: v.nullable(v.string()),
  /** Archived: kept for its history, offered no more (no active employee has it). */
  archived: v.boolean(),
});
export type Office = v.InferOutput<typeof OfficeSchema>;
export const OfficeListSchema = v.array(OfficeSchema);

/** The office map's tiles: a Leaflet URL template ({z}, {x}, {y}, optionally {s}) and the words owed to their source. */
export const MapTilesSchema = v.object({ tile_url: v.string(), attribution: v.string() });
export type MapTiles = v.InferOutput<typeof MapTilesSchema>;
export const OfficeIdParamSchema = v.object({ id: recordId('Id kantor wajib diisi.', 'Id kantor tidak valid.') });

export const OfficeSavedSchema = v.object({ message: v.string(), office: OfficeSchema });
export type OfficeSaved = v.InferOutput<typeof OfficeSavedSchema>;

export const RosterSavedSchema = v.object({ message: v.string(), roster: RosterSchema });
export type RosterSaved = v.InferOutput<typeof RosterSavedSchema>;

export const RosterAssignedSchema = v.object({ message: v.string(), employees: v.number() });
export type RosterAssigned = v.InferOutput<typeof RosterAssignedSchema>;

/** The days a swap changed: each employee's day as it now stands. */
export const ShiftSwapSavedSchema = v.object({ message: v.string(), days: v.array(v.object({ employee_id: v.number(), day: PlannedDaySchema })) });
export type ShiftSwapSaved = v.InferOutput<typeof ShiftSwapSavedSchema>;

export const PlannedDaysQuerySchema = v.object({
  from: calendarDate('Tanggal awal'),
  days: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'Jumlah hari 1-62.'), v.transform(Number), v.minValue(1, 'Jumlah hari 1-62.'), v.maxValue(62, 'Jumlah hari 1-62.')), '14'),
});
export const PlannedDayListSchema = v.array(PlannedDaySchema);

/**
 * Holidays: the state's national days off, its cuti bersama (collective leave days: off like a holiday, and counted
 * against the Cuti quota where HR says so) and the company's own; a weekly schedule is off on all three.
 */
export const HOLIDAY_KINDS = ['national', 'cuti_bersama', 'company'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];
export const HolidaySchema = v.object({ date: v.string(), name: v.string(), kind: v.picklist(HOLIDAY_KINDS) });
export type Holiday = v.InferOutput<typeof HolidaySchema>;
export const HolidayListSchema = v.array(HolidaySchema);
export const HolidayYearQuerySchema = v.object({
  year: v.pipe(v.optional(v.string(), ''), v.regex(/^20\d\d$/, 'Tahun harus 2000-2099.'), v.transform(Number)),
});
export const HolidayRequestSchema = v.object({
  date: calendarDate('Tanggal'),
  name: requiredText('Nama hari libur wajib diisi.', 100),
  kind: v.picklist(HOLIDAY_KINDS, 'Jenis harus national, cuti_bersama atau company.'),
});
export type HolidayRequest = v.InferOutput<typeof HolidayRequestSchema>;
export const HolidayDateSchema = v.object({ date: calendarDate('Tanggal') });
export const HolidaySavedSchema = v.object({ message: v.string() });

