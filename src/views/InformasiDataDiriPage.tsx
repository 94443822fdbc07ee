import useSWR from 'swr';
import { Link } from 'wouter';
import { fetchPersonalData, PERSONAL_DATA_KEY } from '../api/personalData';
import type { PersonalData } from '../contract/schemas';
import { mediumDate, orDash, yearsAndMonths } from '../format/indonesian';
import { LoadError } from '../ui/LoadError';
import { OfflineMark } from './shell/OfflineMark';
import { Skeleton } from '../ui/Skeleton';
import { Tabs } from '../ui/Tabs';
import { SubPage } from './shell/SubPage';

const dateOrDash = (date: string | null) => (date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? mediumDate(date) : orDash(date));

function Fields({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <dl className="card divide-y divide-line/60 py-1">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
          <dt className="text-sm text-ink-muted sm:w-48 sm:shrink-0">{label}</dt>
          <dd className="break-words font-semibold text-ink" data-testid={`field-${label}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const personalRows = ({ employee }: PersonalData): [string, string][] => [
  ['Tempat Lahir', orDash(employee.birth_place)],
  ['Tanggal Lahir', dateOrDash(employee.birth_date)],
  ['Kontak', orDash(employee.contact)],
  ['Alamat', orDash(employee.address)],
  ['Status Pernikahan', orDash(employee.married_status)],
  ['Golongan Darah', orDash(employee.blood_type)],
  ['Agama', orDash(employee.religion)],
  ['Pendidikan Terakhir', orDash(employee.last_education)],
];

const workRows = ({ work }: PersonalData): [string, string][] => [
  ['Tanggal Masuk', dateOrDash(work.entry_date)],
  ['Golongan', orDash(work.group)],
  ['Jumlah Tanggungan Anak', orDash(work.dependent_children)],
  ['Kantor', orDash(work.office)],
  ['Jabatan', orDash(work.position)],
  ['Bagian', orDash(work.department)],
  ['Sub Bagian', orDash(work.subdepartment)],
  ['Masa Kerja', yearsAndMonths(work.year_work_period, work.month_work_period)],
  ['Masa Golongan', yearsAndMonths(work.year_work_group, work.month_work_group)],
];

export function InformasiDataDiriPage() {
  const { data, error, isLoading, mutate } = useSWR(PERSONAL_DATA_KEY, fetchPersonalData);
  return (
    <SubPage title="Informasi Data Diri" back="/info">
      {isLoading && <Skeleton rows={2} />}
      <OfflineMark data={data} error={error} />
      {error && !data && <LoadError error={error} fallback="Data diri tidak dapat dimuat." onRetry={() => void mutate()} />}
      {data && (
        <Tabs
          tabs={[
            { title: 'Data Diri', content: <Fields rows={personalRows(data)} /> },
            { title: 'Data Pekerjaan', content: <Fields rows={workRows(data)} /> },
          ]}
        />
      )}
      <Link href="/perubahan-data" className="btn-secondary self-start">
        Ajukan Perubahan Data
      </Link>
    </SubPage>
  );
}
