/**
 * The one life of a record, against a table written from the rules ("One life for a record"): which writer's
 * event moves a record from which state to which, and which it may not; then every shortest path the machine allows,
 * generated with xstate/graph, checked against the promise that nothing counts with a flag no person was shown.
 */
import { describe, expect, it } from 'vitest';
import { getNextSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { FlagCode } from '../../src/domain/verification';
import { type LifeStep, lifeStep, type LifeRow } from '../../server/records/lifecycle';
import { type LifeEvent, recordLifecycle } from '../../server/records/lifecycle.machine';
import { definedTransitions, transitionKey } from '../support/machineCoverage';

/** Stored rows as the tables hold them (verification, flags, whether decided or corrected). */
const ROWS = {
  verified: { verification: 'verified', flags: '', decided_at: null },
  waitingOffline: { verification: 'pending', flags: 'offline', decided_at: null },
  waitingOfflineAndFace: { verification: 'pending', flags: 'offline,face_mismatch', decided_at: null },
  waitingForgotten: { verification: 'pending', flags: 'forgot_clock_out', decided_at: null },
  waitingForgottenAndShared: { verification: 'pending', flags: 'forgot_clock_out,shared_device', decided_at: null },
  approved: { verification: 'verified', flags: 'offline', decided_at: '2026-12-01T03:00:00.000Z' },
  acceptedAtReceipt: { verification: 'accepted_at_receipt', flags: 'late_delivery', decided_at: '2026-12-01T03:00:00.000Z' },
  rejected: { verification: 'rejected', flags: 'face_mismatch', decided_at: '2026-12-01T03:00:00.000Z' },
  corrected: { verification: 'verified', flags: '', decided_at: '2026-12-01T03:00:00.000Z', corrected_at: '2026-12-01T03:00:00.000Z' },
  voided: { verification: 'rejected', flags: '', decided_at: '2026-12-01T03:00:00.000Z', corrected_at: '2026-12-01T03:00:00.000Z' },
} satisfies Record<string, LifeRow>;

type Expected = Pick<LifeStep, 'verification' | 'flags' | 'decided'> | 'refused';
const decide = (decision: 'approve' | 'accept_at_receipt' | 'reject', flagsSeen: FlagCode[]): LifeEvent => ({ type: 'record.decide', decision, flagsSeen });
const flag = (...flags: FlagCode[]): LifeEvent => ({ type: 'record.flag', flags });

/** [writer, the stored row (null: not stored yet), the event, what is stored after it]. */
const TABLE: [string, LifeRow | null, LifeEvent, Expected][] = [
  // The submit: the server vouches only when nothing made it doubt.
  ['submit, no doubt', null, { type: 'record.capture', flags: [] }, { verification: 'verified', flags: '', decided: false }],
  ['submit, taken offline', null, { type: 'record.capture', flags: ['offline'] }, { verification: 'pending', flags: 'offline', decided: false }],
  // A person makes a record: HR's addition, a request approved for a day without one.
  ['HR addition', null, { type: 'record.make' }, { verification: 'verified', flags: '', decided: true }],
  // Doubts found later: a counted record waits again; a waiting one gains the flag; a decided one keeps its decision.
  ['shared phone found later', ROWS.verified, flag('shared_device'), { verification: 'pending', flags: 'shared_device', decided: false }],
  ['face pass on a waiting record', ROWS.waitingOffline, flag('face_mismatch'), { verification: 'pending', flags: 'offline,face_mismatch', decided: false }],
  ['face pass after the decision', ROWS.approved, flag('face_mismatch'), { verification: 'verified', flags: 'offline,face_mismatch', decided: false }],
  ['a flag it already has', ROWS.waitingOffline, flag('offline'), 'refused'],
  // A person's decision counts only when it was shown every flag.
  ['supervisor approves, shown the flag', ROWS.waitingOffline, decide('approve', ['offline']), { verification: 'verified', flags: 'offline', decided: true }],
  ['supervisor accepts at receipt', ROWS.waitingOffline, decide('accept_at_receipt', ['offline']), { verification: 'accepted_at_receipt', flags: 'offline', decided: true }],
  ['supervisor rejects', ROWS.waitingOffline, decide('reject', ['offline']), { verification: 'rejected', flags: 'offline', decided: true }],
  ['approval not shown the face mismatch', ROWS.waitingOfflineAndFace, decide('approve', ['offline']), 'refused'],
  ['rejection not shown the face mismatch', ROWS.waitingOfflineAndFace, decide('reject', ['offline']), 'refused'],
  ['approval claiming a flag the record does not have', ROWS.waitingOffline, decide('approve', ['offline', 'face_mismatch']), 'refused'],
  ['a decision on a record that never waited', ROWS.verified, decide('approve', []), 'refused'],
  ['a second decision', ROWS.approved, decide('reject', ['offline']), 'refused'],
  // A correction request changes the time or place it asked for, and nothing else.
  ['request approved for a waiting record', ROWS.waitingOfflineAndFace, { type: 'record.correctByRequest' }, { verification: 'pending', flags: 'offline,face_mismatch', decided: false }],
  ['request approved for a counted record', ROWS.verified, { type: 'record.correctByRequest' }, { verification: 'verified', flags: '', decided: true }],
  ['request approved for a rejected record', ROWS.rejected, { type: 'record.correctByRequest' }, { verification: 'verified', flags: 'face_mismatch', decided: true }],
  // The clock-out given settles a clock-in that waited for it alone.
  ['clock-out given, forgotten alone', ROWS.waitingForgotten, { type: 'record.clockOutGiven' }, { verification: 'verified', flags: 'forgot_clock_out', decided: true }],
  ['clock-out given, another doubt too', ROWS.waitingForgottenAndShared, { type: 'record.clockOutGiven' }, 'refused'],
  // HR's correction (on the version it saw) counts or voids, from any state.
  ['HR corrects a waiting record', ROWS.waitingOfflineAndFace, { type: 'record.correct', counts: true }, { verification: 'verified', flags: 'offline,face_mismatch', decided: true }],
  ['HR voids a counted record', ROWS.verified, { type: 'record.correct', counts: false }, { verification: 'rejected', flags: '', decided: true }],
  ['HR counts a voided record again', ROWS.voided, { type: 'record.correct', counts: true }, { verification: 'verified', flags: '', decided: true }],
  ['HR corrects an accepted record', ROWS.acceptedAtReceipt, { type: 'record.correct', counts: true }, { verification: 'verified', flags: 'late_delivery', decided: true }],
  // A day closed as 'lupa absen pulang' is never made to count whole by a correction: voided, yes.
  ['HR counts a forgotten clock-out day', ROWS.waitingForgotten, { type: 'record.correct', counts: true }, 'refused'],
  ['HR voids a forgotten clock-out day', ROWS.waitingForgotten, { type: 'record.correct', counts: false }, { verification: 'rejected', flags: 'forgot_clock_out', decided: true }],
  // Overtime is one thing: the other half rejected ends this one with it.
  ['overtime start, its end rejected', ROWS.verified, { type: 'record.rejectWithOther' }, { verification: 'rejected', flags: '', decided: true }],
  ['overtime end waiting, its start rejected', ROWS.waitingOffline, { type: 'record.rejectWithOther' }, { verification: 'rejected', flags: 'offline', decided: true }],
  ['approved start, its end rejected', ROWS.approved, { type: 'record.rejectWithOther' }, { verification: 'rejected', flags: 'offline', decided: true }],
  ['already rejected', ROWS.rejected, { type: 'record.rejectWithOther' }, 'refused'],
  ['a corrected record is no overtime half', ROWS.corrected, { type: 'record.rejectWithOther' }, 'refused'],
];

describe('the record lifecycle against the table of its rules', () => {
  it.each(TABLE)('%s', (_writer, row, event, expected) => {
    const step = lifeStep(row, event);
    expect(step === null ? 'refused' : { verification: step.verification, flags: step.flags, decided: step.decided }).toEqual(expected);
  });
});

/** Samples of every event, with the flags a record can bring and be shown. */
const EVENTS: LifeEvent[] = [
  { type: 'record.capture', flags: [] },
  { type: 'record.capture', flags: ['offline'] },
  { type: 'record.make' },
  flag('face_mismatch'),
  flag('forgot_clock_out'),
  decide('approve', []),
  decide('approve', ['offline']),
  decide('approve', ['offline', 'face_mismatch', 'forgot_clock_out']),
  decide('accept_at_receipt', ['offline']),
  decide('reject', ['offline', 'face_mismatch', 'forgot_clock_out']),
  decide('approve', ['forgot_clock_out']),
  { type: 'record.rejectWithOther' },
  { type: 'record.clockOutGiven' },
  { type: 'record.correct', counts: true },
  { type: 'record.correct', counts: false },
  { type: 'record.correctByRequest' },
];

const COUNTING = new Set(['verified', 'approved', 'acceptedAtReceipt', 'corrected']);
const leafOf = (value: unknown) => (typeof value === 'string' ? value : Object.values(value as Record<string, string>)[0]!);

describe('generated paths through the lifecycle', () => {
  const paths = getShortestPaths(recordLifecycle, {
    events: EVENTS,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, [...snapshot.context.flags].sort()]),
  });
  // Every shortest path, then each event once more from where it ends: every edge of the graph, not only its states.
  const walks = paths.flatMap((path) => EVENTS.map((event) => [...path.steps.map((step) => step.event as LifeEvent), event]));
  const taken = new Set<string>();

  it('reach every state', () => {
    expect([...new Set(paths.map((path) => leafOf(path.state.value)))].sort()).toEqual(
      ['acceptedAtReceipt', 'approved', 'captured', 'corrected', 'rejected', 'verified', 'voided', 'waiting'].sort(),
    );
  });

  it('never count a record with a flag no person was shown, and never undo a decision', () => {
    for (const walk of walks) {
      let snapshot = recordLifecycle.resolveState({ value: 'captured', context: { flags: [] } });
      for (const event of walk) {
        const before = snapshot;
        for (const step of recordLifecycle.getTransitionData(before, event)) taken.add(transitionKey(step));
        snapshot = getNextSnapshot(recordLifecycle, before, event);
        const [was, now] = [leafOf(before.value), leafOf(snapshot.value)];
        const where = `${was} → ${now} on ${JSON.stringify(event)}`;
        if (now === 'verified') expect(snapshot.context.flags, where).toEqual([]);
        if (was === 'waiting' && COUNTING.has(now)) {
          const shown =
            (event.type === 'record.decide' && before.context.flags.every((code) => event.flagsSeen.includes(code))) ||
            (event.type === 'record.clockOutGiven' && before.context.flags.join() === 'forgot_clock_out') ||
            (event.type === 'record.correct' && !before.context.flags.includes('forgot_clock_out'));
          expect(shown, where).toBe(true);
        }
        if (typeof before.value !== 'string') expect(typeof snapshot.value, where).not.toBe('string');
        // Flags are never forgotten: what made a record wait stays beside the decision.
        expect(before.context.flags.every((code) => snapshot.context.flags.includes(code)), where).toBe(true);
      }
    }
  });

  it('take every transition the machine defines', () => {
    expect(definedTransitions(recordLifecycle).filter((key) => !taken.has(key))).toEqual([]);
  });
});
