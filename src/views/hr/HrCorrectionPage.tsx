import { useState } from 'react';
import useSWR from 'swr';
import { useSearch } from 'wouter';
import { fetchHrAttendance, fetchHrEmployees, hrAttendanceKey, hrEmployeesKey } from '../../api/hr';
import type { HrAttendanceRecord } from '../../contract/hr';
import { correctionBadge, VERIFICATION_BADGES } from '../../domain/verification';
import { mediumDate, periodOf, recentPeriods, wibDate } from '../../format/indonesian';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { MonthPicker } from '../../ui/MonthPicker';
import { ConsolePage } from './ConsolePage';
import { HrCorrectionDialog } from './HrCorrectionDialog';
import { HrRecordAdditionDialog } from './HrRecordAdditionDialog';
import { DataTable } from '../../ui/DataTable';
import { PersonSelect } from '../../ui/PersonSelect';

const DIRECTION_LABELS = { in: 'Masuk', out: 'Pulang' } as const;

/** An employee's clock-ins and clock-outs of a month, each correctable with a reason, and one nobody recorded added (docs/hr.md, "Corrections"). */
export function HrCorrectionPage() {
  const { data: employees } = useSWR(hrEmployeesKey(''), fetchHrEmployees);
  // Opened from a name in 'Hari Ini' (?pegawai=<id>): that employee's month.
  const chosen = Number(new URLSearchParams(useSearch()).get('pegawai'));
  const [employeeId, setEmployeeId] = useState<number | null>(Number.isSafeInteger(chosen) && chosen > 0 ? chosen : null);
  const [period, setPeriod] = useState(() => periodOf(new Date()));
  const { data, error, mutate } = useSWR(employeeId === null ? null : hrAttendanceKey(employeeId, period), fetchHrAttendance);
  const [correcting, setCorrecting] = useState<HrAttendanceRecord | null>(null);
  const [adding, setAdding] = useState(false);
  const employee = employees?.find((candidate) => candidate.id === employeeId);
  const name = employee?.name ?? '';

  return (
    <ConsolePage title="Koreksi Absen">
      <div className="flex flex-wrap items-end gap-3">
        <PersonSelect label="Pegawai" none="Pilih pegawai" value={employeeId} people={(employees ?? []).map((employee) => ({ ...employee, detail: employee.username }))} onChange={setEmployeeId} className="flex min-w-64 flex-col gap-1 text-sm font-semibold text-ink-muted" />
        <div className="min-w-48">
          <MonthPicker value={period} periods={recentPeriods(new Date(), 12)} onChange={setPeriod} />
        </div>
      </div>
      {employeeId === null && <p className="text-ink-muted">Pilih pegawai untuk melihat absennya.</p>}
      {employee && (
        <button type="button" className="btn-secondary self-start" onClick={() => setAdding(true)}>
          Tambah Absen
        </button>
      )}
      {error && !data && <LoadError error={error} fallback="Data absen tidak dapat dimuat." onRetry={() => void mutate()} />}
      {employeeId !== null && !data && !error && <Loading />}
      {data && data.length === 0 && <p className="text-ink-muted">Tidak ada absen pada bulan ini.</p>}
      {data && data.length > 0 && (
        <DataTable label={`Absen ${name}`} columns={['Tanggal', 'Absen', 'Jam', 'Status', 'Tindakan']} minWidth="min-w-[40rem]">
          {data.map((record) => (
            <tr key={record.id} data-testid="hr-record">
              <th scope="row" className="px-3 py-2 font-semibold text-ink">
                {mediumDate(record.work_date)}
              </th>
              <td className="px-3 py-2">{DIRECTION_LABELS[record.direction]}</td>
              <td className="px-3 py-2 tabular-nums">
                {record.time} {record.time_zone}
                {record.is_late && ' (terlambat)'}
              </td>
              <td className="px-3 py-2">
                {record.correction ? `${correctionBadge(record.correction)}: ${record.correction.note}` : VERIFICATION_BADGES[record.verification]}
                {record.flags.length > 0 && <span className="block text-sm text-ink-muted">Tanda: {record.flags.map((flag) => flag.label).join(', ')}</span>}
              </td>
              <td className="px-3 py-2">
                <button
                  type="button"
                  className="btn-ghost"
                  aria-label={`Koreksi absen ${DIRECTION_LABELS[record.direction].toLowerCase()} ${mediumDate(record.work_date)}`}
                  onClick={() => setCorrecting(record)}
                >
                  Koreksi
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {correcting && (
        <HrCorrectionDialog
          input={{ id: correcting.id, time: correcting.time, version: correcting.version }}
          subject={`${name}: absen ${DIRECTION_LABELS[correcting.direction].toLowerCase()}, ${mediumDate(correcting.work_date)}`}
          onChanged={() => void mutate()}
          onClosed={() => setCorrecting(null)}
        />
      )}
      {adding && employee && <HrRecordAdditionDialog employee={employee} today={wibDate(new Date().toISOString())} onChanged={() => void mutate()} onClosed={() => setAdding(false)} />}
    </ConsolePage>
  );
}
