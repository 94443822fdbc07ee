import type { ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';

/**
 * A form drawn in a page as a card, named by its heading and busy while it sends. Submitting sends the flow's
 * `form.submit`, with a new Idempotency-Key when the flow keeps one for its retries (`keyed`).
 */
export function InlineForm({ actor, busy, labelledBy, keyed = false, children }: { actor: AnyActorRef; busy: boolean; labelledBy: string; keyed?: boolean; children: ReactNode }) {
  return (
    <form
      noValidate
      className="card flex flex-col gap-4"
      aria-busy={busy}
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send(keyed ? { type: 'form.submit', key: crypto.randomUUID() } : { type: 'form.submit' });
      }}
    >
      {children}
    </form>
  );
}
