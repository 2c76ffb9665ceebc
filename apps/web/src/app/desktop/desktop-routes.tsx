import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { DesktopLayout, pageFallback } from './desktop-layout';
import * as P from './desktop-pages';
import { DESKTOP_ROUTES, type TDesktopRoute } from './route-table';

function elementOf(route: TDesktopRoute): ReactNode {
  switch (route.page) {
    case 'home':
      return <P.HomePage />;
    case 'trade':
      return <P.TradePage />;
    case 'contract':
      return <P.ContractPage />;
    case 'seconds':
      return <P.SecondsPage />;
    case 'launch-list':
      return <P.LaunchListPage />;
    case 'launch-detail':
      return <P.LaunchDetailPage />;
    case 'launch-book':
      return <P.LaunchBookPage />;
    case 'launch-my':
      return <P.LaunchMyPage />;
    case 'help':
      return <P.HelpPage />;
    case 'help-detail':
      return <P.HelpDetailPage />;
    case 'messages':
      return <P.MessagesPage />;
    case 'message-detail':
      return <P.MessageDetailPage />;
    case 'about':
      return <P.AboutPage />;
    case 'setting-password':
      return <P.PasswordPage />;
    case 'setting-verify':
      return <P.VerifyPage />;
    case 'setting-kyc':
      return <P.KycPage />;
    case 'setting-logger':
      return <P.LoggerPage />;
    case 'setting-api-keys':
      return <P.ApiKeysPage />;
    case 'setting-totp':
      return <P.TwoFactorPage />;
    case 'account-profile':
      return <P.ProfilePage />;
    case 'account-orders':
      return <P.SpotOrdersPage />;
    case 'account-contract':
      return <P.AccountContractPage />;
    case 'account-seconds':
      return <P.AccountSecondsPage />;
    case 'account-invite':
      return <P.InvitePage />;
    case 'account-invite-cashback':
      return <P.InviteCashbackPage />;
    case 'account-fund':
      return <P.AccountFundPage />;
    case 'account-flash':
      return <P.AccountFlashPage />;
    case 'quick-buy':
      return <P.QuickBuyPage />;
    case 'fiat-order':
      return <P.FiatOrderPage />;
    case 'account-fiat':
      return <P.FiatOrdersPage />;
    case 'setting-bank':
      return <P.BankPage />;
    case 'assets-overview':
      return <P.AssetsOverviewPage />;
    case 'assets-deposit':
      return <P.DepositPage />;
    case 'assets-withdraw':
      return <P.WithdrawPage />;
    case 'assets-transfer':
      return <P.TransferPage />;
    case 'address-book':
      return <P.AddressBookPage />;
    case 'address-form':
      return <P.AddressFormPage />;
    case 'transparency':
      return <P.TransparencyPage />;
  }
}

const GROUPS: { prefix: string; layout: ReactNode }[] = [
  { prefix: '/setting/', layout: <P.SettingLayout /> },
  { prefix: '/account/', layout: <P.AccountLayout /> },
];

/** Routes generated from the SPEC §2 table; the layout applies redirects and the guard first. */
export function DesktopRoutes() {
  const grouped = (prefix: string) => DESKTOP_ROUTES.filter((r) => r.path.startsWith(prefix));
  const plain = DESKTOP_ROUTES.filter((r) => !GROUPS.some((g) => r.path.startsWith(g.prefix)));
  return (
    <Routes>
      <Route element={<DesktopLayout />}>
        {plain.map((r) => (
          <Route key={r.path} path={r.path} element={elementOf(r)} />
        ))}
        {GROUPS.map((g) => (
          <Route key={g.prefix} element={<Suspense fallback={pageFallback}>{g.layout}</Suspense>}>
            {grouped(g.prefix).map((r) => (
              <Route key={r.path} path={r.path} element={elementOf(r)} />
            ))}
          </Route>
        ))}
        <Route path="*" element={null} />
      </Route>
    </Routes>
  );
}
