/** What a record decision sends, from the choice and the note field (a forgotten clock-out's time is typed there). */
import { describe, expect, it } from 'vitest';
import { recordDecisionRequest } from '../../src/domain/verification';

const choice = { kind: 'attendance', id: 9, decision: 'approve', flags_seen: ['forgot_clock_out'] } as const;

describe('the record decision request', () => {
  it.each([
    ['a plain approval carries its note', { ...choice, flags_seen: ['offline'] }, 'Sinyal hilang', { ...choice, flags_seen: ['offline'], note: 'Sinyal hilang' }],
    ['a clock-out time as typed with a colon', { ...choice, clock_out: 'time' }, ' 16:05 ', { ...choice, note: '', clock_out_time: '16:05' }],
    ['a clock-out time typed the Indonesian way', { ...choice, clock_out: 'time' }, '16.05', { ...choice, note: '', clock_out_time: '16:05' }],
    ['an hour of one digit', { ...choice, clock_out: 'time' }, '9.30', { ...choice, note: '', clock_out_time: '09:30' }],
    ['the clock-in only, with its note', { ...choice, clock_out: 'clock_in_only' }, 'Pulang sakit', { ...choice, note: 'Pulang sakit', clock_in_only: true }],
  ] as const)('%s', (_, given, note, sent) => {
    expect(recordDecisionRequest({ ...given, flags_seen: [...given.flags_seen] }, note)).toEqual(sent);
  });
});
