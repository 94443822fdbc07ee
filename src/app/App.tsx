import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { authStore } from '../auth/authStore';
import { isTokenValid } from '../auth/token';
import { useAuth } from '../auth/useAuth';
import { NotFoundPage } from '../views/NotFoundPage';
import { UpdateBanner } from '../views/shell/UpdateBanner';
import { WelcomePage } from '../views/WelcomePage';
import { Loading } from '../ui/Loading';
import { ErrorBoundary } from './ErrorBoundary';

const LoginPage = lazy(() => import('../views/LoginPage'));
/** Inside the app's shell once signed in, which reads the employee's data: loaded when opened, never with / or /login. */
const AboutPage = lazy(() => import('../views/AboutPage'));
const SignedInRoutes = lazy(() => import('./SignedInRoutes'));

export const SIGNED_IN_PATHS = [
  '/dashboard',
  '/info',
  '/lainnya',
  '/akun',
  '/check-absen',
  '/informasi-data-diri',
  '/pengajuan-izin',
  '/pengumuman',
  '/riwayat-absen',
  '/pengajuan-koreksi',
  '/absen-lembur',
  '/absen-staff-terkait',
  '/persetujuan-izin',
  '/verifikasi-absen',
  '/perintah-lembur',
  '/ubah-password',
  '/perangkat-absen',
  '/pemeriksaan-wajah',
  '/privasi',
  '/perubahan-data',
];
/** Signed-in paths with a parameter: one announcement; the HR console's pages (docs/hr.md). */
const SIGNED_IN_PATTERNS = [/^\/pengumuman\/\d+$/, /^\/hr(\/[a-z-]+)?$/];

const isSignedInPath = (path: string) => SIGNED_IN_PATHS.includes(path) || SIGNED_IN_PATTERNS.some((pattern) => pattern.test(path));

/** docs/product.md §2: without a valid token every signed-in route goes to /login. */
function SignedInOrNotFound() {
  const [location] = useLocation();
  const signedIn = useAuth((state) => isTokenValid(state.token));
  if (!isSignedInPath(location)) return <NotFoundPage />;
  return signedIn ? <SignedInRoutes /> : <Redirect to="/login" replace />;
}

/**
 * Logout and an ended session remove the copies of personal data kept for offline use: at once, and again at the
 * next start when a reload cut that short.
 */
export function clearOfflineCopiesWhenSignedOut() {
  const clear = () => {
    if (!authStore.get().token) void import('../offline/copyStore').then((copies) => copies.clearCopies());
  };
  clear();
  authStore.subscribe(clear);
}

export function App() {
  return (
    <ErrorBoundary>
      <UpdateBanner />
      <Suspense fallback={<Loading />}>
        <Switch>
          <Route path="/" component={WelcomePage} />
          <Route path="/login" component={LoginPage} />
          <Route path="/about" component={AboutPage} />
          <Route component={SignedInOrNotFound} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
