import { fetchHistory, historyKey } from '../api/attendance';
import { DayCorrections } from './history/DayCorrections';
import { MonthHistory } from './history/MonthHistory';
import { SubPage } from './shell/SubPage';

export function RiwayatAbsenPage() {
  return (
    <SubPage title="Informasi Absen" back="/info">
      <MonthHistory keyOf={historyKey} fetchMonth={fetchHistory} failure="Riwayat absen tidak dapat dimuat." summarised footer={(item) => <DayCorrections item={item} />} />
    </SubPage>
  );
}
