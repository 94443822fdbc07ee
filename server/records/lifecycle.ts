import type { Kysely, Updateable } from 'kysely';
import { transition } from 'xstate';
import type { Verification } from '../../src/contract/verification';
import { type FlagCode, isFlagCode } from '../../src/domain/verification';
import type { Database, OvertimeTable } from '../db/types';
import { closedPeriodHolding } from '../periods/periodState';
import { type LifeEvent, recordLifecycle } from './lifecycle.machine';

/** Flags as stored: codes joined by ','. */
export const flagsText = (flags: readonly FlagCode[]) => [...new Set(flags)].join(',');
export const parseFlags = (text: string): FlagCode[] => text.split(',').filter(isFlagCode);

/** What a record's life is read from: its stored state and flags, whether a person decided or corrected it. */
export interface LifeRow {
  verification: string;
  flags: string;
  decided_at: string | null;
  /** Clock-ins and clock-outs only. */
  corrected_at?: string | null;
}

type LifeValue = 'captured' | 'verified' | 'waiting' | { decided: 'approved' | 'acceptedAtReceipt' | 'rejected' | 'corrected' | 'voided' };

/** The stored row's place in the lifecycle. */
function lifeValueOf(row: LifeRow): LifeValue {
  const corrected = Boolean(row.corrected_at);
  switch (row.verification) {
    case 'pending':
      return 'waiting';
    case 'accepted_at_receipt':
      return { decided: 'acceptedAtReceipt' };
    case 'rejected':
      return { decided: corrected ? 'voided' : 'rejected' };
    default:
      if (corrected) return { decided: 'corrected' };
      return row.decided_at ? { decided: 'approved' } : 'verified';
  }
}

const STORED: Record<string, Verification> = {
  verified: 'verified',
  waiting: 'pending',
  approved: 'verified',
  corrected: 'verified',
  acceptedAtReceipt: 'accepted_at_receipt',
  rejected: 'rejected',
  voided: 'rejected',
};

/** A record's state after a step of its life: what to store, and whether a person decided it in that step. */
export interface LifeStep {
  verification: Verification;
  flags: string;
  flagCodes: FlagCode[];
  /** The step was a person's decision (or correction) of the record: who and when are stored with it. */
  decided: boolean;
}

const CAPTURED: LifeRow = { verification: 'captured', flags: '', decided_at: null };

/**
 * The record's next state for this event, or null when its life does not allow the event now (a decision on a record
 * no longer waiting, or one that was not shown every flag; a flag it already has).
 */
export function lifeStep(row: LifeRow | null, event: LifeEvent): LifeStep | null {
  const stored = row ?? CAPTURED;
  const value = row === null ? 'captured' : lifeValueOf(stored);
  const snapshot = recordLifecycle.resolveState({ value, context: { flags: parseFlags(stored.flags) } });
  if (!snapshot.can(event)) return null;
  const [next] = transition(recordLifecycle, snapshot, event);
  const leaf = typeof next.value === 'string' ? next.value : Object.values(next.value)[0]!;
  return {
    verification: STORED[leaf]!,
    flags: flagsText(next.context.flags),
    flagCodes: [...next.context.flags],
    decided: typeof next.value !== 'string' && event.type !== 'record.flag',
  };
}

/** A record the submit stores: verified when it brings no flag, otherwise waiting. */
export const capturedWith = (flags: readonly FlagCode[]) => lifeStep(null, { type: 'record.capture', flags })!;

/** A record as a later doubt reads it: its day and when it came decide whether its period is closed. */
export type FlaggableRow = LifeRow & { id: number; work_date: string; recorded_at: string };

/**
 * A doubt found after the record was stored (a shared phone, the face pass, a forgotten clock-out, an overtime closed
 * at its cap): the record gains the flags and, unless a person decided it, waits. Conditional on the state read, so
 * of two passes at once one writes; `also` is written with it. A record of a closed period stays as it was paid,
 * unless it came after the close (docs/hr.md, "Periods"). Answers the step written, or null when nothing was.
 */
export async function flagLater(
  db: Kysely<Database>,
  table: 'attendance' | 'overtime',
  row: FlaggableRow,
  flags: readonly FlagCode[],
  also: Updateable<OvertimeTable> = {},
): Promise<LifeStep | null> {
  const step = lifeStep(row, { type: 'record.flag', flags });
  if (!step) return null;
  return db.transaction().execute(async (trx) => {
    if (await closedPeriodHolding(trx, row.work_date, row.recorded_at)) return null;
    const result = await trx
      .updateTable(table)
      .set({ ...also, flags: step.flags, verification: step.verification })
      .where('id', '=', row.id)
      .where('flags', '=', row.flags)
      .where('verification', '=', row.verification)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? step : null;
  });
}
