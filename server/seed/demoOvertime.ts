import { addDays } from '../../src/contract/calendar';
import { fromJakarta } from '../time';

/**
 * Who works overtime in the demo (docs/hr.md, "Monthly recap"): field staff on a 6-day week and plant operators on
 * a roster, so the recap's PP 35/2021 pay columns have work days and rest days to show. People no test clocks
 * overtime for, so the tests' own overtime never meets a demo one.
 */
export const DEMO_OVERTIME_PEOPLE = new Set(['ahmad.fauzi', 'joko.susilo', 'dimas.saputro', 'yoga.pratama']);

export interface DemoOvertime {
  employeeId: number;
  supervisorId: number | null;
  faceFile: string;
  date: string;
  /** Minutes from the date's midnight when it starts, and how long it lasts. */
  start: number;
  minutes: number;
  /** The supervisor's decision on its end: approved (paid), or rejected with the reason. */
  approved: boolean;
}

/** The start and the end of one overtime, decided by the supervisor the next morning, as the app would store them. */
export function demoOvertimeRows(overtime: DemoOvertime): object[] {
  const instant = (minutes: number) => new Date(fromJakarta(overtime.date, '00:00').getTime() + minutes * 60_000).toISOString();
  const common = {
    employee_id: overtime.employeeId,
    work_date: overtime.date,
    recorded_at: instant(overtime.start),
    inside_office: 1,
    latitude: -6.98265,
    longitude: 110.40925,
    face_file_id: overtime.faceFile,
    location_file_id: overtime.faceFile,
    device_token: 'seed-lembur',
    idempotency_key: null,
    auto_closed_at: null,
    device_id: null,
    accuracy_m: 10,
    check_nonce: null,
  };
  const decidedAt = fromJakarta(addDays(overtime.date, 1), '09:00').toISOString();
  return [
    { ...common, direction: 'in', checked_at: instant(overtime.start), duration_minutes: null, verification: 'verified', flags: '', decided_by: null, decided_at: null, decision_note: null },
    {
      ...common,
      direction: 'out',
      checked_at: instant(overtime.start + overtime.minutes),
      recorded_at: instant(overtime.start + overtime.minutes),
      duration_minutes: overtime.minutes,
      verification: overtime.approved ? 'verified' : 'rejected',
      flags: 'overtime_approval',
      decided_by: overtime.supervisorId,
      decided_at: decidedAt,
      decision_note: overtime.approved ? null : 'Tidak ada perintah lembur',
    },
  ];
}
