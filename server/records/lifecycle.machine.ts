import { assertEvent, assign, setup } from 'xstate';
import type { RecordDecision } from '../../src/contract/verification';
import type { FlagCode } from '../../src/domain/verification';

/**
 * The one life of a clock-in, clock-out or overtime half (docs/decisions.md, "One life for a record"): every writer
 * asks this machine for the record's next state (server/records/lifecycle.ts), none sets `verification` itself.
 *
 * - captured: being made, not stored yet.
 * - verified: the server saw it happen and doubted nothing.
 * - waiting: stored with flags; it counts only once a person decides.
 * - decided: approved, accepted at receipt or rejected by a person who was shown every flag it had; corrected (its
 *   time put right by HR or by an approved correction request, and counted) or voided by HR.
 */
export type LifeEvent =
  /** The submit stores it, with the flags it brought. */
  | { type: 'record.capture'; flags: readonly FlagCode[] }
  /** A person made it (HR's addition, an approved request for a day without one): it counts. */
  | { type: 'record.make' }
  /** A doubt found later (a shared phone, the face pass, a forgotten clock-out, an overtime closed at its cap). */
  | { type: 'record.flag'; flags: readonly FlagCode[] }
  /** A person's decision, carrying the flags they were shown. */
  | { type: 'record.decide'; decision: RecordDecision; flagsSeen: readonly FlagCode[] }
  /** The other half of its overtime was rejected: this half ends with the same decision. */
  | { type: 'record.rejectWithOther' }
  /** A person gave the missing clock-out: a clock-in that waited only for it counts. */
  | { type: 'record.clockOutGiven' }
  /**
   * HR's correction from the console (made on the version HR saw): it counts at the time given, or is void; a clock-in
   * waiting for its forgotten clock-out is not made to count this way.
   */
  | { type: 'record.correct'; counts: boolean }
  /** An approved correction request changed its time or place, and nothing else: a waiting record keeps waiting. */
  | { type: 'record.correctByRequest' };

export interface LifeContext {
  flags: readonly FlagCode[];
}

const HR_CORRECTION = [{ guard: 'counts', target: '#recordLifecycle.decided.corrected' }, { target: '#recordLifecycle.decided.voided' }] as const;
/** Waiting, a clock-in closed as 'lupa absen pulang' is not made to count by a correction: its clock-out is added, or it is decided. */
const HR_CORRECTION_OF_WAITING = [
  { guard: 'countsWithoutForgottenClockOut', target: '#recordLifecycle.decided.corrected' },
  { guard: 'voids', target: '#recordLifecycle.decided.voided' },
] as const;

/** The decider was shown exactly the flags the record has: one added since makes the decision stale. */
const sawTheFlags = (context: LifeContext, flagsSeen: readonly FlagCode[]) =>
  context.flags.length === new Set(flagsSeen).size && context.flags.every((flag) => flagsSeen.includes(flag));

export const recordLifecycle = setup({
  types: { context: {} as LifeContext, events: {} as LifeEvent },
  guards: {
    bringsFlags: ({ event }) => {
      assertEvent(event, 'record.capture');
      return event.flags.length > 0;
    },
    bringsNewFlag: ({ context, event }) => {
      assertEvent(event, 'record.flag');
      return event.flags.some((flag) => !context.flags.includes(flag));
    },
    sawEveryFlagAndApproves: ({ context, event }) => {
      assertEvent(event, 'record.decide');
      return sawTheFlags(context, event.flagsSeen) && event.decision === 'approve';
    },
    sawEveryFlagAndAcceptsAtReceipt: ({ context, event }) => {
      assertEvent(event, 'record.decide');
      return sawTheFlags(context, event.flagsSeen) && event.decision === 'accept_at_receipt';
    },
    sawEveryFlagAndRejects: ({ context, event }) => {
      assertEvent(event, 'record.decide');
      return sawTheFlags(context, event.flagsSeen) && event.decision === 'reject';
    },
    waitsOnlyForClockOut: ({ context }) => context.flags.length === 1 && context.flags[0] === 'forgot_clock_out',
    counts: ({ event }) => {
      assertEvent(event, 'record.correct');
      return event.counts;
    },
    countsWithoutForgottenClockOut: ({ context, event }) => {
      assertEvent(event, 'record.correct');
      return event.counts && !context.flags.includes('forgot_clock_out');
    },
    voids: ({ event }) => {
      assertEvent(event, 'record.correct');
      return !event.counts;
    },
  },
  actions: {
    keepCapturedFlags: assign({
      flags: ({ event }) => {
        assertEvent(event, 'record.capture');
        return [...new Set(event.flags)];
      },
    }),
    addFlags: assign({
      flags: ({ context, event }) => {
        assertEvent(event, 'record.flag');
        return [...new Set([...context.flags, ...event.flags])];
      },
    }),
  },
}).createMachine({
  id: 'recordLifecycle',
  context: { flags: [] },
  initial: 'captured',
  states: {
    captured: {
      on: {
        'record.capture': [{ guard: 'bringsFlags', target: 'waiting', actions: 'keepCapturedFlags' }, { target: 'verified', actions: 'keepCapturedFlags' }],
        'record.make': 'decided.corrected',
      },
    },
    verified: {
      on: {
        'record.flag': { guard: 'bringsNewFlag', target: 'waiting', actions: 'addFlags' },
        'record.rejectWithOther': 'decided.rejected',
        'record.correct': HR_CORRECTION,
        'record.correctByRequest': 'decided.corrected',
      },
    },
    waiting: {
      on: {
        'record.flag': { guard: 'bringsNewFlag', actions: 'addFlags' },
        'record.decide': [
          { guard: 'sawEveryFlagAndApproves', target: 'decided.approved' },
          { guard: 'sawEveryFlagAndAcceptsAtReceipt', target: 'decided.acceptedAtReceipt' },
          { guard: 'sawEveryFlagAndRejects', target: 'decided.rejected' },
        ],
        'record.rejectWithOther': 'decided.rejected',
        'record.clockOutGiven': { guard: 'waitsOnlyForClockOut', target: 'decided.approved' },
        'record.correct': HR_CORRECTION_OF_WAITING,
        'record.correctByRequest': { target: 'waiting' },
      },
    },
    // A decided record keeps its decision: a doubt found later is kept beside it; HR may still correct or void it,
    // and an approved correction request puts its time right.
    decided: {
      initial: 'approved',
      on: {
        'record.flag': { guard: 'bringsNewFlag', actions: 'addFlags' },
        'record.correct': HR_CORRECTION,
        'record.correctByRequest': '.corrected',
      },
      states: {
        approved: { on: { 'record.rejectWithOther': 'rejected' } },
        acceptedAtReceipt: { on: { 'record.rejectWithOther': 'rejected' } },
        rejected: {},
        corrected: {},
        voided: {},
      },
    },
  },
});
