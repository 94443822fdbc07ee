import { useDecisionDialog } from '../useDecisionDialog';
import useSWR from 'swr';
import { pendingPasskeys } from '../../api/passkey';
import { PASSKEY_TEXT, passkeyChangeInput } from '../../domain/passkey';
import { changePasskeys } from '../../passkey/passkey.actors';
import { savedAtLabel } from '../../format/indonesian';
import { DecisionButtons } from '../../ui/DecisionButtons';

export const PENDING_PASSKEYS_KEY = 'pwa/passkey/pending';

/** Further devices of the supervisor's chain (everyone's, for HR) waiting for approval; nothing when there are none. */
export function PendingDevices() {
  const { data, mutate } = useSWR(PENDING_PASSKEYS_KEY, () => pendingPasskeys());
  const { decide: setDeciding, dialog: decidingDialog } = useDecisionDialog('passkey-change', { decide: changePasskeys }, () => void mutate());
  return (
    <>
      {data && data.length > 0 && (
        <section className="card" aria-labelledby="pending-devices-title">
          <h2 id="pending-devices-title" className="mb-2 text-lg font-bold text-ink">
            {PASSKEY_TEXT.pendingTitle}
          </h2>
          <ul className="flex flex-col divide-y divide-line/60">
            {data.map((device) => {
              const subject = `${device.employee_name}: ${device.name}`;
              return (
                <li key={device.id} className="flex flex-col gap-2 py-3">
                  <p className="text-sm text-ink">
                    <span className="font-semibold">{device.employee_name}</span> ({device.nup}) · {device.name}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {PASSKEY_TEXT.enrolledColumn}: {savedAtLabel(new Date(device.enrolled_at))}
                  </p>
                  <DecisionButtons
                    approveLabel={PASSKEY_TEXT.approve}
                    onApprove={() => setDeciding(passkeyChangeInput({ kind: 'device', id: device.id, decision: 'approve' }, subject))}
                    onReject={() => setDeciding(passkeyChangeInput({ kind: 'device', id: device.id, decision: 'revoke' }, subject))}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {/* Outside the list: approving the last device empties it while the result is still shown. */}
      {decidingDialog}
    </>
  );
}
