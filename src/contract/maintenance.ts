import * as v from 'valibot';

/**
 * The server's own passes (docs/deployment.md, "Passes"): the retention pass, the face queue, shift reminders, the
 * forgotten clock-out close, the hourly upkeep, and the check of stored files against PHOTO_KEYS at start.
 */
export const PASS_NAMES = ['retention', 'face_checks', 'reminders', 'forgotten_clock_outs', 'upkeep', 'photo_keys'] as const;
export type PassName = (typeof PASS_NAMES)[number];

/** `GET /health?pass=`: one pass only. */
export const HealthQuerySchema = v.object({ pass: v.optional(v.picklist(PASS_NAMES, 'Nama pemeliharaan tidak dikenal.')) });

/** A pass as `GET /health` tells it: names, times and counts only. */
export const PassHealthSchema = v.object({
  name: v.picklist(PASS_NAMES),
  /** When its latest run ended (any server process); null: never yet. */
  last_run_at: v.nullable(v.string()),
  /** Items that latest run skipped because they failed. */
  last_run_skipped: v.number(),
  /** When its latest run that skipped something ended; null: never. */
  last_failure_at: v.nullable(v.string()),
  /** Items whose failure is still listed: to be tried again, or left aside. */
  failing: v.number(),
  /** Of those, the ones no longer tried (failed too often, or cannot succeed by trying again). */
  left_aside: v.number(),
});
export type PassHealth = v.InferOutput<typeof PassHealthSchema>;

/** `GET /health`: the database answered; each pass's last run and last failure; which pass failed last. */
export const HealthSchema = v.object({
  status: v.literal('ok'),
  passes: v.array(PassHealthSchema),
  last_failure: v.nullable(v.object({ pass: v.picklist(PASS_NAMES), at: v.string() })),
});
export type Health = v.InferOutput<typeof HealthSchema>;

/** One item a pass skipped: what it was (`file:…`, `attendance:…`, `step:…`) and why, in words. */
export const SkippedItemSchema = v.object({ item: v.string(), reason: v.string() });
export type SkippedItem = v.InferOutput<typeof SkippedItemSchema>;

/** A pass as HR's console reads it: its latest run, and its latest run that skipped something with what it skipped. */
export const PassStateSchema = v.object({
  name: v.picklist(PASS_NAMES),
  last_run_at: v.nullable(v.string()),
  last_run_skipped: v.number(),
  last_failure_at: v.nullable(v.string()),
  last_failure_skipped: v.number(),
  /** The first of the items that run skipped (at most 20). */
  last_failure_items: v.array(SkippedItemSchema),
});
export type PassState = v.InferOutput<typeof PassStateSchema>;

/** An item whose failure is listed: how often it failed, when, and whether it is still tried. */
export const PassFailureSchema = v.object({
  pass: v.picklist(PASS_NAMES),
  item: v.string(),
  reason: v.string(),
  attempts: v.number(),
  first_failed_at: v.string(),
  last_failed_at: v.string(),
  left_aside: v.boolean(),
});
export type PassFailure = v.InferOutput<typeof PassFailureSchema>;

/** `GET /hr/maintenance`: every pass's state, and the listed failures, newest first. */
export const MaintenanceStateSchema = v.object({ passes: v.array(PassStateSchema), failures: v.array(PassFailureSchema) });
export type MaintenanceState = v.InferOutput<typeof MaintenanceStateSchema>;
