/** The wire names of a record's verification (docs/api.md): other programs of the company read them as they are. */
export const VERIFICATION = ['verified', 'pending', 'accepted_at_receipt', 'rejected'] as const;
export type Verification = (typeof VERIFICATION)[number];

/** What a supervisor (or HR) decides about a pending record. */
export const RECORD_DECISIONS = ['approve', 'accept_at_receipt', 'reject'] as const;
export type RecordDecision = (typeof RECORD_DECISIONS)[number];

/** A verification decision names a clock-in/out record or an overtime record. */
export const RECORD_KINDS = ['attendance', 'overtime'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * Where a clock-in or clock-out came from: the app (the server saw it), an approved correction request, HR adding it,
 * or a supervisor giving the clock-out of a day closed as a forgotten clock-out.
 */
export const RECORD_SOURCES = ['app', 'request', 'hr', 'supervisor'] as const;
export type RecordSource = (typeof RECORD_SOURCES)[number];
