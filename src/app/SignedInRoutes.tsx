import { Route, Switch } from 'wouter';
import { AkunPage } from '../views/AkunPage';
import { DashboardPage } from '../views/DashboardPage';
import { InfoPage } from '../views/InfoPage';
import { LainnyaPage } from '../views/LainnyaPage';
import { AppShell } from '../views/shell/AppShell';
import { UnavailablePage } from '../views/UnavailablePage';

const TAB_PAGES = { '/dashboard': DashboardPage, '/info': InfoPage, '/lainnya': LainnyaPage, '/akun': AkunPage };

export default function SignedInRoutes() {
  return (
    <Switch>
      {Object.entries(TAB_PAGES).map(([path, Page]) => (
        <Route key={path} path={path}>
          <AppShell>
            <Page />
          </AppShell>
        </Route>
      ))}
      <Route component={UnavailablePage} />
    </Switch>
  );
}
