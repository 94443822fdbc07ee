/** What every flow shares: the words on its buttons, what a step shows, and how a call can fail (docs/product.md). */

/** The buttons every flow offers, worded once. */
export const BUTTON = {
  save: 'Simpan',
  cancel: 'Batal',
  retry: 'Coba Lagi',
  ok: 'OK',
} as const;

/** The alert a flow shows over its step. */
export interface FlowAlert {
  kind: 'success' | 'error' | 'info';
  title: string;
  text: string;
}

/** What a flow step shows on its buttons, and while it waits. */
export interface StepMeta {
  confirmLabel?: string;
  cancelLabel?: string;
  busyText?: string;
}

/**
 * How any step of a flow failed, whatever touched the world: no answer at all, too late, or a 5xx (`connection`,
 * worth keeping and trying later), or a refusal or a device problem, with the message to show when there is one.
 */
export interface CallFailure {
  connection: boolean;
  message: string | null;
  /** A step the person can simply take again, though nothing failed to connect: the phone's prompt put away or timed out. */
  retryable?: boolean;
}

/** Any rejection as a CallFailure: what is not one already is a refusal without a message of its own. */
export const asCallFailure = (error: unknown): CallFailure =>
  error !== null && typeof error === 'object' && 'connection' in error && typeof error.connection === 'boolean'
    ? {
        connection: error.connection,
        message: 'message' in error && typeof error.message === 'string' ? error.message : null,
        ...('retryable' in error && error.retryable === true ? { retryable: true } : {}),
      }
    : { connection: false, message: null };

/** The failure's own message, or the flow's general one. */
export const failureMessage = (error: unknown, general: string) => asCallFailure(error).message ?? general;

/**
 * Whether the same call again can help: when the connection failed or ran out of time, or the person put the phone's
 * prompt away; never after a refusal.
 */
export const retryCanHelp = (error: unknown) => {
  const failure = asCallFailure(error);
  return failure.connection || failure.retryable === true;
};

/** What a decision flow says at each step: the question and its button, while it waits, once done, when it failed. */
export interface DecisionWording {
  question: string;
  confirmLabel: string;
  busyText: string;
  /** The report's title once decided. */
  done: string;
  failedTitle: string;
  /** What a failure with no message of its own says. */
  fallback: string;
}

/**
 * One decision to confirm, make and report (a leave request, a doubtful record, a phone): its words, what it is about,
 * whether it asks for a note, and the call's request, which the flow passes on with the note without reading it.
 */
export interface DecisionInput<Request = unknown> {
  wording: DecisionWording;
  /** What is decided, in words: 'Cuti Tahunan, 14 Desember 2026 - 18 Desember 2026'. */
  subject: string;
  /** The note field, when the decision takes one; a required note is a rejection's reason, unless `missing` names another. */
  noteField: { label: string; required: boolean; missing?: string } | null;
  /** The decision takes something away: its button says so in red. */
  danger: boolean;
  /** The report adds the server's answer to the subject (a phone code, shown once). */
  reportsAnswer: boolean;
  request: Request;
}

/** What the decision's call gets: the request as given, and the note as typed, trimmed. */
export interface DecisionCall<Request = unknown> {
  request: Request;
  note: string;
}

/** What a decision says while it is saved and when saving failed: the same for every decision on a record or request. */
export const DECISION_SAVING = { busyText: 'Menyimpan keputusan...', failedTitle: 'Keputusan Gagal Disimpan', fallback: 'Gagal menyimpan keputusan.' } as const;

/** The note a decision asks for: a rejection's reason is required, any other note optional. */
export const decisionNote = (rejects: boolean) => (rejects ? { label: 'Alasan penolakan', required: true } : { label: 'Catatan (opsional)', required: false });

/**
 * A request's decision by its owner (`withdraw`: no note, in red) or by a decider (`approve` with an optional note,
 * `reject` in red with its reason), in the words of its kind.
 */
export const requestDecisionInput = <Request extends { action: 'withdraw' | 'approve' | 'reject' }>(
  texts: Record<Request['action'], DecisionWording>,
  request: Request,
  subject: string,
): DecisionInput<Request> => ({
  wording: texts[request.action as Request['action']],
  subject,
  noteField: request.action === 'withdraw' ? null : decisionNote(request.action === 'reject'),
  danger: request.action !== 'approve',
  reportsAnswer: false,
  request,
});
