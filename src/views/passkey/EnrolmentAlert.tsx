import type { PasskeyEnrolmentEvent } from '../../../machines/passkeyEnrolment.machine';
import type { FlowAlert } from '../../domain/flow';
import { AlertDialog } from '../../ui/AlertDialog';

/** An enrolment's result or failure; a failure offers 'Coba Lagi' and 'Batal'. */
export function EnrolmentAlert({ alert, failed, send }: { alert: FlowAlert | null; failed: boolean; send: (event: PasskeyEnrolmentEvent) => void }) {
  return (
    <AlertDialog
      open={alert !== null}
      kind={alert?.kind ?? 'info'}
      title={alert?.title ?? ''}
      text={alert?.text ?? ''}
      confirmLabel={failed ? 'Coba Lagi' : 'OK'}
      onConfirm={() => send(failed ? { type: 'flow.retry' } : { type: 'alert.dismiss' })}
      cancelLabel={failed ? 'Batal' : undefined}
      onCancel={() => send({ type: 'alert.dismiss' })}
    />
  );
}
