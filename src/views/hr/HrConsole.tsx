import { useEffect, useState } from 'react';
import { Link, Redirect, Route, Switch, useLocation, useRoute } from 'wouter';
import { HrAnnouncementsPage } from './HrAnnouncementsPage';
import { HrAuditPage } from './HrAuditPage';
import { HrSettingsPage } from './HrSettingsPage';
import { HrCorrectionPage } from './HrCorrectionPage';
import { HrDashboardPage } from './HrDashboardPage';
import { HrEmployeesPage } from './HrEmployeesPage';
import { HrHolidaysPage } from './HrHolidaysPage';
import { HrLeavePage } from './HrLeavePage';
import { HrOfficesPage } from './HrOfficesPage';
import { HrRecapPage } from './HrRecapPage';
import { HrRostersPage } from './HrRostersPage';
import { HrSchedulePage } from './HrSchedulePage';
import { HrVerificationPage } from './HrVerificationPage';
import { HrDevicesPage } from './HrDevicesPage';
import { HrPersonalChangesPage } from './HrPersonalChangesPage';

/** The console's sections: each path and its name in the menu. */
const SECTIONS = (
  [
    ['/hari-ini', 'Hari Ini'], ['/pegawai', 'Pegawai'], ['/verifikasi', 'Verifikasi'],
    ['/perangkat', 'Perangkat Absen'], ['/koreksi', 'Koreksi Absen'], ['/izin', 'Izin dan Cuti'],
    ['/pola-shift', 'Pola Shift'], ['/jadwal', 'Jadwal Shift'], ['/pengumuman', 'Pengumuman'], ['/kantor', 'Kantor'],
    ['/hari-libur', 'Hari Libur'], ['/perubahan-data', 'Perubahan Data'], ['/rekap', 'Rekap Bulanan'], ['/audit', 'Log Audit'], ['/pengaturan', 'Pengaturan'],
  ] as const
).map(([path, label]) => ({ path, label }));

function SectionLink({ path, label }: { path: string; label: string }) {
  const [active] = useRoute(path);
  return (
    <Link
      href={path}
      aria-current={active ? 'page' : undefined}
      className={`focus-ring inline-flex min-h-11 items-center rounded-control px-3 font-semibold ${active ? 'bg-brand-soft text-brand-strong' : 'text-ink-muted'}`}
    >
      {label}
    </Link>
  );
}

/**
 * The console's sections: a row of links from a tablet up; on a phone-sized screen one 'Menu' button naming the
 * section open, which unfolds the list (issue 51: not half the screen), folded again once a section is chosen.
 */
function SectionMenu() {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [location]);
  const current = SECTIONS.find((section) => section.path === location)?.label;
  return (
    <nav aria-label="Konsol SDM" className="border-b border-line bg-surface px-4 lg:px-6">
      <button
        type="button"
        className="focus-ring my-1 inline-flex min-h-11 w-full items-center justify-between rounded-control px-3 font-semibold text-ink md:hidden"
        aria-expanded={open}
        aria-controls="console-sections"
        onClick={() => setOpen((shown) => !shown)}
      >
        <span>
          Menu{current && <span className="font-normal text-ink-muted">: {current}</span>}
        </span>
        <span className={open ? 'i-tabler-chevron-up' : 'i-tabler-chevron-down'} aria-hidden />
      </button>
      <div id="console-sections" className={`mx-auto max-w-6xl flex-col gap-1 py-1 md:flex md:flex-row md:flex-wrap ${open ? 'flex' : 'hidden'}`}>
        {SECTIONS.map((section) => (
          <SectionLink key={section.path} {...section} />
        ))}
      </div>
    </nav>
  );
}

/** The HR console at /hr (a chunk of its own): desktop-first, usable on a tablet, the same login as the app. */
export default function HrConsole() {
  return (
    <div className="min-h-dvh bg-canvas">
      <header className="bg-brand px-4 py-2 text-brand-on lg:px-6">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2">
          <p className="text-lg font-bold">Konsol SDM</p>
          <a href="/dashboard" className="focus-ring inline-flex min-h-11 items-center rounded-control px-2 font-semibold text-white underline">
            Kembali ke aplikasi
          </a>
        </div>
      </header>
      <SectionMenu />
      <Switch>
        <Route path="/hari-ini" component={HrDashboardPage} />
        <Route path="/pegawai" component={HrEmployeesPage} />
        <Route path="/verifikasi" component={HrVerificationPage} />
        <Route path="/perangkat" component={HrDevicesPage} />
        <Route path="/koreksi" component={HrCorrectionPage} />
        <Route path="/izin" component={HrLeavePage} />
        <Route path="/pola-shift" component={HrRostersPage} />
        <Route path="/jadwal" component={HrSchedulePage} />
        <Route path="/pengumuman" component={HrAnnouncementsPage} />
        <Route path="/kantor" component={HrOfficesPage} />
        <Route path="/hari-libur" component={HrHolidaysPage} />
        <Route path="/perubahan-data" component={HrPersonalChangesPage} />
        <Route path="/rekap" component={HrRecapPage} />
        <Route path="/audit" component={HrAuditPage} />
        <Route path="/pengaturan" component={HrSettingsPage} />
        <Route>
          <Redirect to="/hari-ini" replace />
        </Route>
      </Switch>
    </div>
  );
}
