/**
 * The recap's chart of lateness and absence per department (issue 51: "lateness and absence per department"): sums
 * and shares worked out by hand below.
 */
import { describe, expect, it } from 'vitest';
import type { RecapRow } from '../../src/contract/hr';
import { departmentRates } from '../../src/domain/recapChart';

const row = (department: string | null, scheduled: number, late: number, absent: number) =>
  ({ employee_id: 0, nup: '', name: '', department, scheduled_days: scheduled, late_days: late, absent_days: absent }) as unknown as RecapRow;

describe('lateness and absence per department', () => {
  it('sums each department and gives shares of its work days in whole percent, departments by name', () => {
    expect(
      departmentRates([row('Bagian Produksi', 20, 3, 1), row('Bagian Keuangan', 20, 0, 0), row('Bagian Produksi', 20, 2, 0), row(null, 10, 1, 3), row('Bagian Keuangan', 0, 0, 0)]),
    ).toEqual([
      { department: 'Bagian Keuangan', scheduledDays: 20, lateDays: 0, absentDays: 0, latePercent: 0, absentPercent: 0 },
      // 5 of 40 = 12.5 % → 13; 1 of 40 = 2.5 % → 3.
      { department: 'Bagian Produksi', scheduledDays: 40, lateDays: 5, absentDays: 1, latePercent: 13, absentPercent: 3 },
      { department: 'Tanpa bagian', scheduledDays: 10, lateDays: 1, absentDays: 3, latePercent: 10, absentPercent: 30 },
    ]);
  });

  it('says 0 % for a department with no work days yet, and nothing for no rows', () => {
    expect(departmentRates([row('Bagian Umum', 0, 0, 0)])).toEqual([{ department: 'Bagian Umum', scheduledDays: 0, lateDays: 0, absentDays: 0, latePercent: 0, absentPercent: 0 }]);
    expect(departmentRates([])).toEqual([]);
  });
});
