import useSWR from 'swr';
import { fetchLeaveList, leaveListKey } from '../api/leave';
import { periodOf } from '../format/indonesian';
import { LoadError } from '../ui/LoadError';
import { Skeleton } from '../ui/Skeleton';
import { Tabs } from '../ui/Tabs';
import { LeaveForm } from './leave/LeaveForm';
import { LeaveHistory } from './leave/LeaveHistory';
import { SubPage } from './shell/SubPage';

/** The form needs the reasons, which come with this month's history (docs/product.md §3's form options). */
function RequestTab() {
  const period = periodOf(new Date());
  const { data, error, mutate } = useSWR(leaveListKey(period), () => fetchLeaveList(period));
  if (error && !data) return <LoadError error={error} fallback="Data izin tidak dapat dimuat." onRetry={() => void mutate()} />;
  if (!data) return <Skeleton rows={1} />;
  return <LeaveForm options={data.form} />;
}

export function PengajuanIzinPage() {
  return (
    <SubPage title="Pengajuan Izin" back="/lainnya">
      <Tabs
        tabs={[
          { title: 'Pengajuan', content: <RequestTab />, keep: true },
          { title: 'Riwayat', content: <LeaveHistory /> },
        ]}
      />
    </SubPage>
  );
}
