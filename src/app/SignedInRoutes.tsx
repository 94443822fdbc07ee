import { useEffect, useMemo, useState } from 'react';
import { type State, SWRConfig } from 'swr';
import { Route, Switch } from 'wouter';
import { SWR_OPTIONS } from '../api/swrOptions';
import { authStore } from '../auth/authStore';
import { useAuth } from '../auth/useAuth';
import { OutboxConnection, OutboxContext } from './OutboxContext';
import { loadCopies } from '../offline/copyStore';
import { cacheFromCopies, keepCopies } from '../offline/offlineCopies';
import { Loading } from '../ui/Loading';
import { refreshPushOnStart } from './registerPushDevice';
import { lazyPage } from '../ui/lazyPage';
import { AkunPage } from '../views/AkunPage';
import { DashboardPage } from '../views/DashboardPage';
import { InfoPage } from '../views/InfoPage';
import { LainnyaPage } from '../views/LainnyaPage';
import { AppShell } from '../views/shell/AppShell';

/**
 * The four tabs come with this chunk (switching tabs never waits); every other page is a chunk of its own, loaded
 * when first opened, so that the dashboard, opened at 07:30, runs little more than its own code. The app-shell worker
 * keeps every chunk for offline use (docs/BENCHMARKS.md, "Lighthouse").
 */
const AbsenLemburPage = lazyPage(() => import('../views/AbsenLemburPage'), 'AbsenLemburPage');
const CheckAbsenPage = lazyPage(() => import('../views/CheckAbsenPage'), 'CheckAbsenPage');
const AbsenStaffTerkaitPage = lazyPage(() => import('../views/AbsenStaffTerkaitPage'), 'AbsenStaffTerkaitPage');
const InformasiDataDiriPage = lazyPage(() => import('../views/InformasiDataDiriPage'), 'InformasiDataDiriPage');
const PengajuanIzinPage = lazyPage(() => import('../views/PengajuanIzinPage'), 'PengajuanIzinPage');
const PengumumanDetailPage = lazyPage(() => import('../views/PengumumanDetailPage'), 'PengumumanDetailPage');
const PengumumanPage = lazyPage(() => import('../views/PengumumanPage'), 'PengumumanPage');
const PersetujuanIzinPage = lazyPage(() => import('../views/PersetujuanIzinPage'), 'PersetujuanIzinPage');
const VerifikasiAbsenPage = lazyPage(() => import('../views/VerifikasiAbsenPage'), 'VerifikasiAbsenPage');
const PerintahLemburPage = lazyPage(() => import('../views/PerintahLemburPage'), 'PerintahLemburPage');
const RiwayatAbsenPage = lazyPage(() => import('../views/RiwayatAbsenPage'), 'RiwayatAbsenPage');
const PengajuanKoreksiPage = lazyPage(() => import('../views/PengajuanKoreksiPage'), 'PengajuanKoreksiPage');
const UbahPasswordPage = lazyPage(() => import('../views/UbahPasswordPage'), 'UbahPasswordPage');
const PerangkatAbsenPage = lazyPage(() => import('../views/passkey/PerangkatAbsenPage'), 'PerangkatAbsenPage');
const PemeriksaanWajahPage = lazyPage(() => import('../views/PemeriksaanWajahPage'), 'PemeriksaanWajahPage');
const PrivasiPage = lazyPage(() => import('../views/PrivasiPage'), 'PrivasiPage');
const PerubahanDataPage = lazyPage(() => import('../views/PerubahanDataPage'), 'PerubahanDataPage');
const HrConsole = lazyPage(() => import('../views/hr/HrConsole'), 'default');

const TAB_PAGES = { '/dashboard': DashboardPage, '/info': InfoPage, '/lainnya': LainnyaPage, '/akun': AkunPage };

/** The signed-in screens start from the copies of their last data on this phone (docs/push.md, "Offline"). */
function useStartingCache(nup: string) {
  const [cache, setCache] = useState<Map<string, State> | null>(null);
  useEffect(() => {
    let current = true;
    void loadCopies(nup).then((copies) => current && setCache(cacheFromCopies(copies, new Date())));
    return () => void (current = false);
  }, [nup]);
  return cache;
}

export default function SignedInRoutes() {
  const mustChangePassword = useAuth((state) => state.user?.must_change_password === true);
  // Held until the employee has read that it is done: the new password clears the flag before that.
  const [choosingPassword, setChoosingPassword] = useState(mustChangePassword);
  return mustChangePassword || choosingPassword ? <UbahPasswordPage firstSignIn onChosen={() => setChoosingPassword(false)} /> : <SignedInApp />;
}

/** Everything a signed-in employee opens; nothing of it (not even the kept clock-ins' delivery) before their own password. */
function SignedInApp() {
  useEffect(() => refreshPushOnStart((token) => authStore.setPushToken(token)), []);
  const nup = authStore.get().user?.nup ?? '';
  const cache = useStartingCache(nup);
  const options = useMemo(() => cache && { ...SWR_OPTIONS, provider: () => cache, use: [keepCopies(nup)] }, [cache, nup]);
  if (!options) return <Loading />;
  return (
    <SWRConfig value={options}>
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
          <Route path="/pengajuan-koreksi" component={PengajuanKoreksiPage} />
          <Route path="/check-absen" component={CheckAbsenPage} />
          <Route path="/absen-lembur" component={AbsenLemburPage} />
          <Route path="/pengajuan-izin" component={PengajuanIzinPage} />
          <Route path="/persetujuan-izin" component={PersetujuanIzinPage} />
          <Route path="/verifikasi-absen" component={VerifikasiAbsenPage} />
          <Route path="/perintah-lembur" component={PerintahLemburPage} />
          <Route path="/pengumuman" component={PengumumanPage} />
          <Route path="/pengumuman/:id">{(params) => <PengumumanDetailPage id={params.id} />}</Route>
          <Route path="/informasi-data-diri" component={InformasiDataDiriPage} />
          <Route path="/absen-staff-terkait" component={AbsenStaffTerkaitPage} />
          <Route path="/ubah-password">
            <UbahPasswordPage />
          </Route>
          <Route path="/perangkat-absen" component={PerangkatAbsenPage} />
          <Route path="/pemeriksaan-wajah" component={PemeriksaanWajahPage} />
          <Route path="/privasi" component={PrivasiPage} />
          <Route path="/perubahan-data" component={PerubahanDataPage} />
          <Route path="/hr" nest>
            <HrConsole />
          </Route>
        </Switch>
      </OutboxContext.Provider>
    </SWRConfig>
  );
}
