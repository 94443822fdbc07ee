import { SWRConfig } from 'swr';
import { Route, Switch } from 'wouter';
import { SWR_OPTIONS } from '../api/swrOptions';
import { OutboxConnection, OutboxContext } from '../attendance/OutboxContext';
import { AbsenLemburPage } from '../views/AbsenLemburPage';
import { AkunPage } from '../views/AkunPage';
import { CheckAbsenPage } from '../views/CheckAbsenPage';
import { DashboardPage } from '../views/DashboardPage';
import { InfoPage } from '../views/InfoPage';
import { LainnyaPage } from '../views/LainnyaPage';
import { PengajuanIzinPage } from '../views/PengajuanIzinPage';
import { PersetujuanIzinPage } from '../views/PersetujuanIzinPage';
import { RiwayatAbsenPage } from '../views/RiwayatAbsenPage';
import { AppShell } from '../views/shell/AppShell';
import { UnavailablePage } from '../views/UnavailablePage';

const TAB_PAGES = { '/dashboard': DashboardPage, '/info': InfoPage, '/lainnya': LainnyaPage, '/akun': AkunPage };

export default function SignedInRoutes() {
  return (
    <SWRConfig value={SWR_OPTIONS}>
      <OutboxContext.Provider>
        <OutboxConnection />
        <Switch>
          {Object.entries(TAB_PAGES).map(([path, Page]) => (
            <Route key={path} path={path}>
              <AppShell>
                <Page />
              </AppShell>
            </Route>
          ))}
          <Route path="/riwayat-absen" component={RiwayatAbsenPage} />
          <Route path="/check-absen" component={CheckAbsenPage} />
          <Route path="/absen-lembur" component={AbsenLemburPage} />
          <Route path="/pengajuan-izin" component={PengajuanIzinPage} />
          <Route path="/persetujuan-izin" component={PersetujuanIzinPage} />
          <Route component={UnavailablePage} />
        </Switch>
      </OutboxContext.Provider>
    </SWRConfig>
  );
}
