import type { PasskeyEnrolmentEvent } from '../../../machines/passkeyEnrolment.machine';
import { BUTTON, type FlowAlert } from '../../domain/flow';
import { AlertDialog } from '../../ui/AlertDialog';

/** An enrolment's result or failure; a failure that trying again can fix offers 'Coba Lagi' and 'Batal', a refusal 'OK'. */
export function EnrolmentAlert({ alert, failed, send }: { alert: FlowAlert | null; failed: boolean; send: (event: PasskeyEnrolmentEvent) => void }) {
  return (
    <AlertDialog
      open={alert !== null}
      kind={alert?.kind ?? 'info'}
      title={alert?.title ?? ''}
      text={alert?.text ?? ''}
      confirmLabel={failed ? BUTTON.retry : BUTTON.ok}
      onConfirm={() => send(failed ? { type: 'flow.retry' } : { type: 'alert.dismiss' })}
      cancelLabel={failed ? BUTTON.cancel : undefined}
      onCancel={() => send({ type: 'alert.dismiss' })}
    />
  );
}
