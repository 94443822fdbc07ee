import { logOutSession } from '../../api/auth';
import { withdrawDeviceToken } from '../../api/deviceToken';
import { authStore } from '../../auth/authStore';

/** 'Keluar Akun': the phone's notifications and the session end on the server, then the app starts again at /login. */
export async function signOut(navigate: (to: string, options: { replace: boolean }) => void) {
  const { fcmToken } = authStore.get();
  if (fcmToken) await withdrawDeviceToken(fcmToken);
  await logOutSession();
  authStore.logout();
  navigate('/login', { replace: true });
  location.reload();
}
