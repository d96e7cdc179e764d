import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { CssBaseline } from '@mui/material';
import {
  AccessDenied as RaAccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error as RaError,
  Loading,
  LoadingPage,
  Notification,
  Resource,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { seedAuthAnswers } from './providers/authAnswers';
import { Layout } from './layout/Layout';
import { AdminOnly, NotFound } from './layout/AccessDenied';
import { LoginPage } from './login/LoginPage';
import { darkTheme, lightTheme } from './theme/theme';
import customers from './customers';
import cylinders from './cylinders';
import installations from './installations';
import instruments from './instruments';
import refrigerants from './refrigerants';
import suppliers from './suppliers';
import users from './users';
import { loadCylinderDetailPage, loadDashboardPage } from './pageLoaders';

const DashboardPage = lazy(loadDashboardPage);
const CylinderDetailPage = lazy(loadCylinderDetailPage);
const QrPrintPage = lazy(() => import('./labels/QrPrintPage'));
const AdminPanel = lazy(() => import('./admin/AdminPanel'));
const RefrigerantsPage = refrigerants.list;
const SuppliersPage = suppliers.list;
const UsersPage = users.list;
const SettingsPage = lazy(() => import('./settings/SettingsPage'));
const AdminSettingsPage = lazy(() => import('./settings/AdminSettingsPage'));
const BalancePage = lazy(() => import('./balances/BalancePage'));
const ServicingBanHelpPage = lazy(() => import('./help/ServicingBanHelpPage'));
const QueuePage = lazy(() => import('./offline/QueuePage'));

/**
 * Queries and saves run whatever the browser says about the connection: offline, the data provider answers
 * reads from the phone's copy and keeps saves in its queue (src/offline), which react-query's default
 * ("online" mode) would never let it try: the page would wait for a connection instead.
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { networkMode: 'always' }, mutations: { networkMode: 'always' } },
});
// The session's answers (signed in, identity, role, permissions) before the first render: see the function.
seedAuthAnswers(queryClient);

const page = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;
const adminPage = (node: ReactNode) => page(<AdminOnly>{node}</AdminOnly>);

function Dashboard() {
  return page(<DashboardPage />);
}

/**
 * react-admin's <Admin>, spelled out as <AdminContext> + <CoreAdminUI> (what <Admin> and <AdminUI> render)
 * with every page given here: <Admin> also imports react-admin's default login page (its form library) and
 * its English catalogue, which this app never shows, into the first load.
 *
 * Routes with real paths (printed QR labels point at /cylinder/:id, so they never move) (BrowserRouter):
 * / dashboard, /cylinders list, /cylinder/:id detail, /customers and /customers/:id, /installations and
 * /installations/:id (installation labels point at it), /instruments, /qr-print, /admin (panel), /admin/refrigerants,
 * /admin/suppliers, /admin/users, /admin/settings, /admin/balances (the annual balance), /settings,
 * /help/servicing-ban (the rule table), /offline (the writes saved on this phone), /login.
 * The admin registers are resources (for data and record representation) whose pages live under /admin.
 */
export function App({ store, i18nProvider }: { store: Store; i18nProvider: I18nProvider }) {
  return (
    <BrowserRouter>
      <AdminContext
        store={store}
        queryClient={queryClient}
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
      >
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            disableTelemetry
            title="F-gas"
            loginPage={LoginPage}
            layout={Layout}
            dashboard={Dashboard}
            catchAll={NotFound}
            accessDenied={RaAccessDenied}
            authCallbackPage={AuthCallback}
            authenticationError={AuthenticationError}
            error={RaError}
            loading={LoadingPage}
            requireAuth
          >
            <Resource name="cylinders" {...cylinders} />
            <Resource name="customers" {...customers} />
            <Resource name="installations" {...installations} />
            <Resource name="instruments" {...instruments} />
            <Resource
              name="refrigerants"
              recordRepresentation={refrigerants.recordRepresentation}
              icon={refrigerants.icon}
            />
            <Resource
              name="suppliers"
              recordRepresentation={suppliers.recordRepresentation}
              icon={suppliers.icon}
            />
            <Resource name="users" recordRepresentation={users.recordRepresentation} icon={users.icon} />
            <Resource name="logs" />
            <CustomRoutes>
              <Route path="/cylinder/:id" element={page(<CylinderDetailPage />)} />
              <Route path="/qr-print" element={page(<QrPrintPage />)} />
              <Route path="/settings" element={page(<SettingsPage />)} />
              <Route path="/help/servicing-ban" element={page(<ServicingBanHelpPage />)} />
              <Route path="/offline" element={page(<QueuePage />)} />
              <Route path="/admin" element={adminPage(<AdminPanel />)} />
              <Route path="/admin/refrigerants" element={adminPage(<RefrigerantsPage />)} />
              <Route path="/admin/suppliers" element={adminPage(<SuppliersPage />)} />
              <Route path="/admin/users" element={adminPage(<UsersPage />)} />
              <Route path="/admin/settings" element={adminPage(<AdminSettingsPage />)} />
              <Route path="/admin/balances" element={adminPage(<BalancePage />)} />
            </CustomRoutes>
          </CoreAdminUI>
          <Notification />
        </CssBaseline>
      </AdminContext>
    </BrowserRouter>
  );
}

export default App;
