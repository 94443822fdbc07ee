import { fetchHistory, historyKey } from '../api/attendance';
import { MonthHistory } from './history/MonthHistory';
import { PageHeader } from './shell/PageHeader';

export function RiwayatAbsenPage() {
  return (
    <div className="mx-auto min-h-dvh max-w-md bg-slate-50">
      <PageHeader title="Informasi Absen" back="/info" />
      <main className="flex flex-col gap-3 p-4">
        <MonthHistory keyOf={historyKey} fetchMonth={fetchHistory} failure="Riwayat absen tidak dapat dimuat." />
      </main>
    </div>
  );
}
