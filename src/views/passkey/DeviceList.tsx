import type { PasskeyDevice, PasskeyStatus } from '../../contract/passkey';
import { PASSKEY_STATUS_LABELS, PASSKEY_TEXT } from '../../domain/passkey';
import { savedAtLabel } from '../../format/indonesian';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';

const TONES: Record<PasskeyStatus, Tone> = { active: 'ok', pending: 'pending', revoked: 'danger' };

/** An employee's enrolled devices: name, when enrolled and last used, status; for HR, 'Cabut' on those not revoked. */
export function DeviceList({ devices, onRevoke }: { devices: PasskeyDevice[]; onRevoke?: (device: PasskeyDevice) => void }) {
  if (devices.length === 0) return <p className="text-ink-muted">{PASSKEY_TEXT.noDevices}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line/60">
      {devices.map((device) => (
        <li key={device.id} className="flex items-start justify-between gap-3 py-3">
          <div className="flex flex-col gap-1 text-sm">
            <span className="font-semibold text-ink">{device.name}</span>
            <span className="text-ink-muted">
              {PASSKEY_TEXT.enrolledColumn}: {savedAtLabel(new Date(device.enrolled_at))}
            </span>
            <span className="text-ink-muted">
              {PASSKEY_TEXT.lastUsedColumn}: {device.last_used_at ? savedAtLabel(new Date(device.last_used_at)) : PASSKEY_TEXT.neverUsed}
            </span>
          </div>
          <div className="flex flex-col items-end gap-2">
            <StatusBadge label={PASSKEY_STATUS_LABELS[device.status]} tone={TONES[device.status]} />
            {onRevoke && device.status !== 'revoked' && (
              <button type="button" className="btn-ghost" aria-label={`${PASSKEY_TEXT.revoke} ${device.name}`} onClick={() => onRevoke(device)}>
                {PASSKEY_TEXT.revoke}
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
