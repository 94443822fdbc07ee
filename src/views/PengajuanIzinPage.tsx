import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import useSWR from 'swr';
import { fetchLeaveList, leaveListKey } from '../api/leave';
import { periodOf } from '../format/indonesian';
import { LoadError } from '../ui/LoadError';
import { LeaveForm } from './leave/LeaveForm';
import { LeaveHistory } from './leave/LeaveHistory';
import { PageHeader } from './shell/PageHeader';

const TAB_CLASS =
  'min-h-11 flex-1 rounded-xl px-3 font-semibold text-slate-700 outline-none data-[selected]:bg-white data-[selected]:text-sky-800 data-[selected]:shadow-sm data-[focus]:ring-2 data-[focus]:ring-sky-600';

/** The form needs the reasons, which come with this month's history (spec §3's form options). */
function RequestTab() {
  const period = periodOf(new Date());
  const { data, error, mutate } = useSWR(leaveListKey(period), () => fetchLeaveList(period));
  if (error && !data) return <LoadError error={error} fallback="Failed to fetch ref kelainan" onRetry={() => void mutate()} />;
  if (!data) return <p role="status" className="py-8 text-center text-slate-500">Memuat...</p>;
  return <LeaveForm options={data.form} />;
}

export function PengajuanIzinPage() {
  return (
    <div className="mx-auto min-h-dvh max-w-md bg-slate-50">
      <PageHeader title="Pengajuan Izin" back="/lainnya" />
      <main className="p-4">
        <TabGroup>
          <TabList className="mb-4 flex gap-1 rounded-2xl bg-slate-200 p-1">
            <Tab className={TAB_CLASS}>Pengajuan</Tab>
            <Tab className={TAB_CLASS}>Riwayat</Tab>
          </TabList>
          <TabPanels>
            <TabPanel unmount={false}>
              <RequestTab />
            </TabPanel>
            <TabPanel>
              <LeaveHistory />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      </main>
    </div>
  );
}
