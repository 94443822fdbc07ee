import { Link, useLocation } from 'wouter';
import { useAuth } from '../auth/useAuth';
import { PASSKEY_TEXT } from '../domain/passkey';
import { Button } from '../ui/Button';
import { Avatar } from './shell/Avatar';
import { InstallCard } from './shell/InstallCard';
import { ReminderSwitch } from './shell/ReminderSwitch';
import { signOut } from './shell/signOut';

const ROWS = [
  { href: '/ubah-password', label: 'Ubah Password', icon: 'i-tabler-key' },
  { href: '/perangkat-absen', label: PASSKEY_TEXT.accountRow, icon: 'i-tabler-fingerprint' },
  { href: '/pemeriksaan-wajah', label: 'Pemeriksaan Wajah', icon: 'i-tabler-face-id' },
  { href: '/privasi', label: 'Privasi dan Data Saya', icon: 'i-tabler-shield-lock' },
  { href: '/about', label: 'Tentang', icon: 'i-tabler-info-circle' },
] as const;

export function AkunPage() {
  const [, navigate] = useLocation();
  const user = useAuth((state) => state.user);
  return (
    <div className="flex flex-col items-center gap-4">
      <h1 className="self-start text-xl font-bold text-ink">Akun</h1>
      <Avatar className="h-24 w-24 ring-4 ring-white shadow" />
      <p className="text-center text-lg font-semibold text-ink">{user?.name}</p>
      <ul className="card w-full divide-y divide-line/60 p-0">
        {ROWS.map((row) => (
          <li key={row.href}>
            <Link href={row.href} className="focus-ring flex min-h-14 items-center gap-3 px-4 text-ink active:bg-canvas">
              <span className={`${row.icon} text-xl text-brand`} aria-hidden />
              <span className="flex-1 font-semibold">{row.label}</span>
              <span className="i-tabler-chevron-right text-ink-muted" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
      <ReminderSwitch />
      <InstallCard />
      <Button variant="danger" icon="i-tabler-logout" className="w-full" onClick={() => void signOut(navigate)}>
        Keluar Akun
      </Button>
    </div>
  );
}
