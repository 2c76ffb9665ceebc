import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spin } from 'antd';
import { useAdminSession } from '../../features/admin/admin-session';
import { AdminLayout } from './admin-layout';

type TPage = LazyExoticComponent<ComponentType>;

/** Each screen is its own chunk (pages/admin/<area>/). */
const PAGES: Record<string, TPage> = {
  '/': lazy(() => import('../../pages/admin/ops/dashboard-page')),
  '/approvals': lazy(() => import('../../pages/admin/access/approvals-page')),
  '/users': lazy(() => import('../../pages/admin/ops/users-page')),
  '/users/:id': lazy(() => import('../../pages/admin/ops/user-page')),
  '/reviews/deposits': lazy(() => import('../../pages/admin/ops/deposits-page')),
  '/reviews/withdrawals': lazy(() => import('../../pages/admin/ops/withdrawals-page')),
  '/reviews/kyc': lazy(() => import('../../pages/admin/ops/kyc-page')),
  '/reviews/fiat': lazy(() => import('../../pages/admin/ops/fiat-page')),
  '/reviews/fiat-late': lazy(() => import('../../pages/admin/ops/fiat-late-page')),
  '/products': lazy(() => import('../../pages/admin/config/products-page')),
  '/products/spot': lazy(() => import('../../pages/admin/config/spot-page')),
  '/products/contract': lazy(() => import('../../pages/admin/config/contract-page')),
  '/products/seconds': lazy(() => import('../../pages/admin/config/seconds-page')),
  '/products/funds': lazy(() => import('../../pages/admin/config/funds-page')),
  '/products/launchpad': lazy(() => import('../../pages/admin/config/launchpad-page')),
  '/products/channels': lazy(() => import('../../pages/admin/config/channels-page')),
  '/funding': lazy(() => import('../../pages/admin/config/funding-page')),
  '/chain': lazy(() => import('../../pages/admin/config/chain-wallets-page')),
  '/params': lazy(() => import('../../pages/admin/config/params-page')),
  '/content/help': lazy(() => import('../../pages/admin/content/help-page')),
  '/content/pages': lazy(() => import('../../pages/admin/content/pages-page')),
  '/content/notices': lazy(() => import('../../pages/admin/content/notices-page')),
  '/operators': lazy(() => import('../../pages/admin/access/operators-page')),
  '/audit': lazy(() => import('../../pages/admin/access/audit-page')),
  '/account': lazy(() => import('../../pages/admin/access/account-page')),
};
const LoginPage = lazy(() => import('../../pages/admin/access/login-page'));

const loading = (
  <div className="admin-loading">
    <Spin />
  </div>
);

/** Without a session every address shows the log-in, which comes back to that address after. */
export function AdminRoutes() {
  const token = useAdminSession((s) => s.token);
  if (!token) {
    return (
      <Suspense fallback={loading}>
        <Routes>
          <Route path="*" element={<LoginPage />} />
        </Routes>
      </Suspense>
    );
  }
  return (
    <Routes>
      <Route path="/login" element={<Navigate to="/" replace />} />
      <Route element={<AdminLayout />}>
        {Object.entries(PAGES).map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={loading}>
                <Page />
              </Suspense>
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
