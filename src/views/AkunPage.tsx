import { useLocation } from 'wouter';
import { authStore } from '../auth/authStore';
import { useAuth } from '../auth/useAuth';

export function AkunPage() {
  const [, navigate] = useLocation();
  const user = useAuth((state) => state.user);
  const logOut = () => {
    authStore.logout();
    navigate('/login', { replace: true });
    location.reload();
  };
  return (
    <div className="flex flex-col items-center gap-4">
      <img
        src={user?.emp_photo || '/avatar-default.svg'}
        alt={`Foto ${user?.name ?? 'pegawai'}`}
        width={96}
        height={96}
        className="h-24 w-24 rounded-full object-cover ring-4 ring-white shadow"
      />
      <p className="text-lg font-semibold text-slate-800">{user?.name}</p>
      <ul className="w-full divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
        <li className="px-4 py-3 text-slate-700">Ubah Password</li>
        <li className="px-4 py-3 text-slate-700">Tentang</li>
      </ul>
      <button type="button" className="w-full rounded-xl bg-red-600 py-3 font-semibold text-white active:bg-red-700" onClick={logOut}>
        Keluar Akun
      </button>
    </div>
  );
}
