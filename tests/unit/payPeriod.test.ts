/**
 * Payroll periods (issue 48: "a payroll period that HR sets once (calendar month, or a cut-off such as the 26th to the
 * 25th)"), against a hand-written table of calendar facts.
 */
import { describe, expect, it } from 'vitest';
import { payPeriodAt, payPeriodOf } from '../../src/contract/calendar';

describe('payroll periods', () => {
  it.each([
    ['202611', 0, '2026-11-01', '2026-11-30'],
    ['202602', 0, '2026-02-01', '2026-02-28'],
    ['202611', 25, '2026-10-26', '2026-11-25'],
    ['202601', 25, '2025-12-26', '2026-01-25'],
    ['202603', 28, '2026-03-01', '2026-03-28'],
    ['202403', 28, '2024-02-29', '2024-03-28'],
    ['202612', 1, '2026-11-02', '2026-12-01'],
  ])('period %s with cut-off %i runs %s to %s', (period, cutoff, first, last) => {
    expect(payPeriodOf(period, cutoff)).toEqual({ first, last });
  });

  it.each([
    ['2026-11-25', 25, '202611'],
    ['2026-11-26', 25, '202612'],
    ['2026-12-26', 25, '202701'],
    ['2026-11-30', 0, '202611'],
    ['2026-01-31', 28, '202602'],
  ])('%s with cut-off %i falls in the period %s', (date, cutoff, period) => {
    expect(payPeriodAt(date, cutoff)).toBe(period);
  });
});
