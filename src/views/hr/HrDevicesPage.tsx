import { useState } from 'react';
import { useDecisionDialog } from '../useDecisionDialog';
import useSWR, { useSWRConfig } from 'swr';
import { fetchHrEmployees, hrEmployeesKey } from '../../api/hr';
import { DEVICE_OVERVIEW_KEY, employeePasskeys } from '../../api/passkey';
import { PASSKEY_TEXT, passkeyChangeInput } from '../../domain/passkey';
import { changePasskeys } from '../../passkey/passkey.actors';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { DeviceList } from '../passkey/DeviceList';
import { PendingDevices } from '../passkey/PendingDevices';
import { ConsolePage } from './ConsolePage';
import { DeviceOverview } from './DeviceOverview';
import { PersonSelect } from '../../ui/PersonSelect';
import { TitledCard } from '../../ui/Card';

/** Every device waiting for approval, and one employee's devices: revoke one, or exempt an employee with no capable phone. */
export function HrDevicesPage() {
  const employees = useSWR(hrEmployeesKey('active=1'), fetchHrEmployees);
  const [employeeId, setEmployeeId] = useState<number | null>(null);
  const devices = useSWR(employeeId === null ? null : ['hr-passkeys', employeeId], ([, id]) => employeePasskeys(id));
  const { mutate } = useSWRConfig();
  const { decide: setChanging, dialog: changingDialog } = useDecisionDialog('passkey-change', { decide: changePasskeys }, () => {
    void devices.mutate();
    void mutate(DEVICE_OVERVIEW_KEY);
  });
  const [codeDays, setCodeDays] = useState(7);
  const name = employees.data?.find((employee) => employee.id === employeeId)?.name ?? '';

  return (
    <ConsolePage title={PASSKEY_TEXT.title}>
      <p className="text-sm text-ink-muted">{PASSKEY_TEXT.hrIntro}</p>
      <PendingDevices />
      <DeviceOverview
        onOpen={(id) => {
          setEmployeeId(id);
          document.getElementById('employee-devices-title')?.scrollIntoView();
        }}
      />
      <TitledCard id="employee-devices-title" title="Perangkat Pegawai">
        {employees.error && <LoadError error={employees.error} fallback="Daftar pegawai tidak dapat dimuat." onRetry={() => void employees.mutate()} />}
        <PersonSelect label="Pegawai" none="Pilih pegawai" value={employeeId} people={(employees.data ?? []).map((employee) => ({ ...employee, detail: employee.nup }))} onChange={setEmployeeId} className="flex flex-col gap-1 text-sm font-semibold text-ink-muted" />
        {employeeId !== null && devices.error && <LoadError error={devices.error} fallback={PASSKEY_TEXT.loadFailed} onRetry={() => void devices.mutate()} />}
        {employeeId !== null && !devices.data && !devices.error && <Loading />}
        {employeeId !== null && devices.data && (
          <>
            <DeviceList
              devices={devices.data.devices}
              onRevoke={(device) => setChanging(passkeyChangeInput({ kind: 'device', id: device.id, decision: 'revoke' }, `${name}: ${device.name}`))}
            />
            <p className="text-sm text-ink">{devices.data.exempt ? PASSKEY_TEXT.exemptOn : 'Absen pegawai ini ditandatangani perangkatnya bila ia punya perangkat aktif.'}</p>
            <button
              type="button"
              className="btn-secondary self-start"
              onClick={() => setChanging(passkeyChangeInput({ kind: 'exemption', employeeId, exempt: !devices.data!.exempt }, name))}
            >
              {devices.data.exempt ? 'Akhiri Pembebasan' : 'Bebaskan dari Tanda Tangan Perangkat'}
            </button>
            <p className="text-sm text-ink">{PASSKEY_TEXT.codeForHr}</p>
            <div className="flex flex-wrap items-end gap-3">
              <label className="flex flex-col gap-1 text-sm font-semibold text-ink-muted">
                {PASSKEY_TEXT.codeDaysLabel}
                <select className="input" value={codeDays} onChange={(event) => setCodeDays(Number(event.target.value))}>
                  {PASSKEY_TEXT.codeDays.map((days) => (
                    <option key={days} value={days}>
                      {days} hari
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" className="btn-secondary" onClick={() => setChanging(passkeyChangeInput({ kind: 'code', employeeId, days: codeDays }, name))}>
                Buat Kode Pendaftaran Ponsel
              </button>
            </div>
          </>
        )}
      </TitledCard>
      {changingDialog}
    </ConsolePage>
  );
}
