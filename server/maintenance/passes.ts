import type { Kysely } from 'kysely';
import { type Health, type MaintenanceState, PASS_NAMES, type PassName, type SkippedItem } from '../../src/contract/maintenance';
import { FAILURE_REASONS, PASS_LABELS } from '../../src/domain/maintenance';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/types';
import { MissingPhotoKey } from '../files/sealing';
import { FileIdRefused } from '../files/storage';

/** Runs an item is tried in before it is left aside (still listed, no longer tried). */
export const MAX_ATTEMPTS = 3;
/** Items a run keeps in words with its record and its audit entry; the count says how many there were. */
const ITEMS_KEPT = 20;
/** Failures one run writes down; beyond them it only counts (a broken disk fails every file at once). */
const FAILURES_WRITTEN = 1_000;

/** Why an item failed, in words (src/domain/maintenance.ts). */
export function failureReason(error: unknown): string {
  if (error instanceof FileIdRefused) return FAILURE_REASONS.malformedFileId;
  if (error instanceof MissingPhotoKey) return FAILURE_REASONS.keyMissing;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return FAILURE_REASONS.fileMissing;
  if (code === 'EISDIR') return FAILURE_REASONS.notAFile;
  return FAILURE_REASONS.unexpected((error instanceof Error ? error.message : String(error)).slice(0, 200));
}

/** A failure that trying again cannot mend: the item is left aside at once. */
const beyondRetrying = (error: unknown) => error instanceof FileIdRefused || error instanceof MissingPhotoKey;

export type Attempt<T> = { ok: true; value: T } | { ok: false; leftAside: boolean };

export interface FailureOptions {
  /** Left aside at once: trying again cannot mend it. */
  leftAside?: boolean;
  /** Never left aside: tried on every run however often it failed (an upkeep step). */
  alwaysRetried?: boolean;
}

/** One run of a pass: its items are tried one by one, a failing one recorded and skipped, and the run goes on. */
export interface PassRun {
  readonly name: PassName;
  /**
   * Whether the item is not to be tried in this run: it failed already in this run, or too often on earlier runs (or
   * for good), and then it is left aside and stays listed.
   */
  skips(item: string): boolean;
  /** The ids of the items of one kind (`kind:id`) this run skips, for a query to pass over. */
  skippedIds(kind: string): string[];
  /**
   * Runs one item's work. Its failure is recorded with its reason and the item skipped (`ok: false`); its success
   * takes an earlier failure of it off the list.
   */
  attempt<T>(item: string, work: () => Promise<T>, options?: FailureOptions): Promise<Attempt<T>>;
  /** The item was done (in a batch): an earlier failure of it is taken off the list. */
  resolved(item: string): Promise<void>;
  /** Records an item's failure caught elsewhere (one file of several removed at once). Answers whether it is left aside. */
  failed(item: string, error: unknown): Promise<boolean>;
  /** Records a failure seen without an error thrown (a file that was not there). Answers whether it is left aside. */
  fail(item: string, reason: string, options?: FailureOptions): Promise<boolean>;
  /** Takes every failure of this pass off the list: a pass that looks at everything each run lists afresh. */
  forgetAll(): Promise<void>;
}

/** `kind:id`: what an item is, as it is listed (src/format/maintenance.ts says it in words). */
export const itemKey = (kind: string, id: string | number) => `${kind}:${id}`;

/**
 * Runs a pass (docs/deployment.md, "Passes"): `body` treats each item on its own through the run's `attempt`, so
 * that an item that fails is recorded with its reason, skipped, and tried again on the next runs, at most
 * MAX_ATTEMPTS times in all; the run goes on and finishes. Its end is recorded with how many items it skipped; a
 * run that skipped any is audited, said on the console, and shown to HR (Pengaturan). A body that throws (the
 * database gone) is recorded as a failure of the whole run and thrown on.
 */
export async function runPass<T>(db: Kysely<Database>, name: PassName, now: () => Date, body: (run: PassRun) => Promise<T>): Promise<T> {
  const known = new Map((await db.selectFrom('pass_failures').select(['item', 'attempts', 'left_aside']).where('pass', '=', name).execute()).map((row) => [row.item, row]));
  const skippedItems: SkippedItem[] = [];
  const failedNow = new Set<string>();
  let skipped = 0;

  const fail = async (item: string, reason: string, options: FailureOptions = {}) => {
    skipped += 1;
    failedNow.add(item);
    if (skippedItems.length < ITEMS_KEPT) skippedItems.push({ item, reason });
    const attempts = (known.get(item)?.attempts ?? 0) + 1;
    const leftAside = options.leftAside === true || (options.alwaysRetried !== true && attempts >= MAX_ATTEMPTS);
    if (skipped > FAILURES_WRITTEN) return leftAside;
    const at = now().toISOString();
    const state = { reason, attempts, last_failed_at: at, left_aside: leftAside ? 1 : 0 };
    await db
      .insertInto('pass_failures')
      .values({ pass: name, item, first_failed_at: at, ...state })
      .onConflict((conflict) => conflict.columns(['pass', 'item']).doUpdateSet(state))
      .execute();
    known.set(item, { item, attempts, left_aside: state.left_aside });
    return leftAside;
  };

  const run: PassRun = {
    name,
    skips: (item) => failedNow.has(item) || known.get(item)?.left_aside === 1,
    skippedIds: (kind) =>
      [...new Set([...failedNow, ...[...known.values()].filter((row) => row.left_aside === 1).map((row) => row.item)])]
        .filter((item) => item.startsWith(`${kind}:`))
        .map((item) => item.slice(kind.length + 1)),
    async resolved(item) {
      if (known.delete(item)) await db.deleteFrom('pass_failures').where('pass', '=', name).where('item', '=', item).execute();
    },
    async attempt(item, work, options) {
      try {
        const value = await work();
        await run.resolved(item);
        return { ok: true, value };
      } catch (error) {
        return { ok: false, leftAside: await fail(item, failureReason(error), { leftAside: beyondRetrying(error), ...options }) };
      }
    },
    failed: (item, error) => fail(item, failureReason(error), { leftAside: beyondRetrying(error) }),
    fail,
    async forgetAll() {
      await db.deleteFrom('pass_failures').where('pass', '=', name).execute();
      known.clear();
    },
  };

  const finish = async () => {
    const at = now().toISOString();
    const failed = skipped > 0 ? { last_failure_at: at, last_failure_skipped: skipped, last_failure_items: JSON.stringify(skippedItems) } : {};
    await db
      .insertInto('pass_runs')
      .values({ pass: name, last_run_at: at, last_run_skipped: skipped, last_failure_at: null, last_failure_skipped: 0, last_failure_items: '[]', ...failed })
      .onConflict((conflict) => conflict.column('pass').doUpdateSet({ last_run_at: at, last_run_skipped: skipped, ...failed }))
      .execute();
    if (skipped === 0) return;
    console.warn(`${PASS_LABELS[name]}: ${skipped} butir dilewati karena gagal (Konsol SDM → Pengaturan → Pemeliharaan berkala).`);
    await recordAudit(db, { actorId: null, action: 'maintenance.skipped', entity: 'maintenance', entityId: name, before: null, after: { pass: name, skipped, items: skippedItems } }, now());
  };

  let result: T;
  try {
    result = await body(run);
  } catch (error) {
    await fail(itemKey('run', ''), failureReason(error), { alwaysRetried: true }).catch(() => undefined);
    await finish().catch(() => undefined);
    throw error;
  }
  // A run that failed as a whole before is over once one finishes.
  await run.resolved(itemKey('run', ''));
  await finish();
  return result;
}

/** Every pass's latest run as its row has it; a pass that never ran reads as such. */
async function passRows(db: Kysely<Database>) {
  const rows = new Map((await db.selectFrom('pass_runs').selectAll().execute()).map((row) => [row.pass, row]));
  return PASS_NAMES.map((name) => ({ name, row: rows.get(name) }));
}

/** `GET /health`: each pass's last run, last failure and listed failures, in counts; which pass failed last. */
export async function passHealth(db: Kysely<Database>): Promise<Health> {
  const [runs, failing] = await Promise.all([
    passRows(db),
    db.selectFrom('pass_failures').select(['pass', 'left_aside', (eb) => eb.fn.countAll<number>().as('n')]).groupBy(['pass', 'left_aside']).execute(),
  ]);
  const countOf = (name: string, leftAside?: number) =>
    failing.filter((row) => row.pass === name && (leftAside === undefined || row.left_aside === leftAside)).reduce((sum, row) => sum + Number(row.n), 0);
  const passes = runs.map(({ name, row }) => ({
    name,
    last_run_at: row?.last_run_at ?? null,
    last_run_skipped: row?.last_run_skipped ?? 0,
    last_failure_at: row?.last_failure_at ?? null,
    failing: countOf(name),
    left_aside: countOf(name, 1),
  }));
  const latest = passes.filter((pass) => pass.last_failure_at !== null).sort((a, b) => b.last_failure_at!.localeCompare(a.last_failure_at!))[0];
  return { status: 'ok', passes, last_failure: latest ? { pass: latest.name, at: latest.last_failure_at! } : null };
}

/** Failures HR reads at once: the newest. */
const FAILURES_SHOWN = 100;

/** HR's console (Pengaturan → Pemeliharaan berkala): each pass's latest run and latest skipping run, the failures listed. */
export async function maintenanceState(db: Kysely<Database>): Promise<MaintenanceState> {
  const [runs, failures] = await Promise.all([
    passRows(db),
    db.selectFrom('pass_failures').selectAll().orderBy('last_failed_at', 'desc').orderBy('id', 'desc').limit(FAILURES_SHOWN).execute(),
  ]);
  return {
    passes: runs.map(({ name, row }) => ({
      name,
      last_run_at: row?.last_run_at ?? null,
      last_run_skipped: row?.last_run_skipped ?? 0,
      last_failure_at: row?.last_failure_at ?? null,
      last_failure_skipped: row?.last_failure_skipped ?? 0,
      last_failure_items: row ? (JSON.parse(row.last_failure_items) as SkippedItem[]) : [],
    })),
    failures: failures
      .filter((failure) => isPassName(failure.pass))
      .map((failure) => ({
        pass: failure.pass as PassName,
        item: failure.item,
        reason: failure.reason,
        attempts: failure.attempts,
        first_failed_at: failure.first_failed_at,
        last_failed_at: failure.last_failed_at,
        left_aside: failure.left_aside === 1,
      })),
  };
}

const isPassName = (name: string): name is PassName => (PASS_NAMES as readonly string[]).includes(name);
