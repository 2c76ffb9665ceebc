import { Suspense, type ReactNode } from 'react';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { exitFor, useSessionStore } from '../../features/session/session-store';
import { useExitArrival } from '../../features/session/use-exit-arrival';
import { ScreenSkeleton } from '../../ui/mobile/screen-skeleton';
import { MobileTabsLayout } from './mobile-tabs-layout';
import * as P from './mobile-pages';

/**
 * A screen that needs a session: a logged-out visitor goes to log in, and comes back afterwards; a
 * user who just ended the session goes where they chose (home).
 */
function RequireLogin({ children }: { children: ReactNode }) {
  const isLogin = useSessionStore((s) => s.isLogin);
  const exitTo = useSessionStore(exitFor);
  const location = useLocation();
  if (exitTo) return <Navigate to={exitTo} replace />;
  if (!isLogin) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** Ends a user's own exit once its screen shows (features/session/use-exit-arrival). */
function ExitArrival() {
  useExitArrival(useLocation().pathname);
  return null;
}

/** Guests only: a logged-in user opening log in or register goes home. */
function GuestOnly({ children }: { children: ReactNode }) {
  return useSessionStore((s) => s.isLogin) ? <Navigate to="/" replace /> : children;
}

const fallback = (
  <div className="m-center m-loading">
    <DotLoading color="primary" />
  </div>
);

/** The mobile-style interface's screens (SPEC §2; paths are this app's own, the spec shows none). */
export function MobileRoutes() {
  const priv = (node: ReactNode) => <RequireLogin>{node}</RequireLogin>;
  const guest = (node: ReactNode) => <GuestOnly>{node}</GuestOnly>;
  // Each screen has its own loading boundary (keyed by route): going to a screen whose code is not
  // in yet shows its frame at once, instead of keeping the old screen up until the code arrives.
  const tab = (key: string, node: ReactNode) => <Suspense key={key} fallback={<ScreenSkeleton />}>{node}</Suspense>;
  const screen = (key: string, node: ReactNode) => <Suspense key={key} fallback={<ScreenSkeleton withBar />}>{node}</Suspense>;
  return (
    <Suspense fallback={fallback}>
      <ExitArrival />
      <Routes>
        <Route element={<MobileTabsLayout />}>
          <Route index element={tab('home', <P.HomePage />)} />
          <Route path="market" element={tab('market', <P.MarketPage />)} />
          <Route path="trade" element={tab('trade', <P.TradePage />)} />
          {/* Beside Trade (its Spot | Contract switch), with the tabs; a visitor sees it, the form asks to log in. */}
          <Route path="contract" element={tab('contract', <P.ContractPage />)} />
          {/* The seconds contracts: the Trade tab's third product (Spot | Contract | Seconds), public like contracts. */}
          <Route path="seconds" element={tab('seconds', <P.SecondsPage />)} />
          <Route path="assets" element={tab('assets', priv(<P.AssetsPage />))} />
          <Route path="my" element={tab('my', <P.MyPage />)} />
        </Route>
        <Route path="login" element={screen('login', guest(<P.LoginPage />))} />
        <Route path="register" element={screen('register', guest(<P.RegisterPage />))} />
        <Route path="register/code" element={screen('register/code', guest(<P.RegisterCodePage />))} />
        <Route path="forgot-password" element={screen('forgot-password', <P.ForgotPasswordPage />)} />
        <Route path="profile" element={screen('profile', priv(<P.ProfilePage />))} />
        <Route path="security" element={screen('security', priv(<P.SecurityPage />))} />
        <Route path="security/login-password" element={screen('security/login-password', priv(<P.LoginPasswordPage />))} />
        <Route path="security/fund-password" element={screen('security/fund-password', priv(<P.FundPasswordPage />))} />
        <Route path="security/totp" element={screen('security/totp', priv(<P.TwoFactorPage />))} />
        <Route path="security/bind" element={screen('security/bind', priv(<P.BindPage />))} />
        <Route path="security/sessions" element={screen('security/sessions', priv(<P.SessionsPage />))} />
        <Route path="security/api-keys" element={screen('security/api-keys', priv(<P.ApiKeysPage />))} />
        <Route path="security/api-keys/new" element={screen('security/api-keys/new', priv(<P.ApiKeyNewPage />))} />
        <Route path="security/api-keys/edit" element={screen('security/api-keys/edit', priv(<P.ApiKeyEditPage />))} />
        <Route path="score" element={screen('score', priv(<P.ScorePage />))} />
        <Route path="kyc" element={screen('kyc', priv(<P.KycPage />))} />
        {/* Messages: public like the desktop's (a visitor sees the site notices). */}
        <Route path="messages" element={screen('messages', <P.MessagesPage />)} />
        <Route path="messages/:id" element={screen('messages/:id', <P.MessagePage />)} />
        <Route path="invite" element={screen('invite', priv(<P.InvitePage />))} />
        {/* Funds: the list is public (buying asks to log in); my funds need a session. */}
        <Route path="fund" element={screen('fund', <P.FundPage />)} />
        <Route path="fund/my" element={screen('fund/my', priv(<P.FundMyPage />))} />
        {/* Fiat quick buy (issue 17): the rates are public (ordering asks to log in); orders and payout details need a session. */}
        <Route path="quick-buy" element={screen('quick-buy', <P.QuickBuyPage />)} />
        <Route path="quick-buy/order/:id" element={screen('quick-buy/order/:id', priv(<P.FiatOrderPage />))} />
        <Route path="quick-buy/orders" element={screen('quick-buy/orders', priv(<P.FiatOrdersPage />))} />
        <Route path="bank" element={screen('bank', priv(<P.BankPage />))} />
        {/* Flash exchange (issue 17): converting needs a session. */}
        <Route path="flash" element={screen('flash', priv(<P.FlashPage />))} />
        <Route path="flash/records" element={screen('flash/records', priv(<P.FlashRecordsPage />))} />
        <Route path="subscribe" element={screen('subscribe', <P.LaunchListPage />)} />
        <Route path="subscribe/detail" element={screen('subscribe/detail', <P.LaunchDetailPage />)} />
        <Route path="subscribe/my" element={screen('subscribe/my', priv(<P.LaunchMyPage />))} />
        <Route path="trade/chart" element={screen('trade/chart', <P.TradeChartPage />)} />
        <Route path="trade/orders" element={screen('trade/orders', priv(<P.TradeOrdersPage />))} />
        <Route path="contract/orders" element={screen('contract/orders', priv(<P.ContractHistoryPage />))} />
        <Route path="contract/order/:id" element={screen('contract/order/:id', priv(<P.ContractDetailPage />))} />
        <Route path="seconds/orders" element={screen('seconds/orders', priv(<P.SecondsOrdersPage />))} />
        <Route path="seconds/order/:id" element={screen('seconds/order/:id', priv(<P.SecondsDetailPage />))} />
        <Route path="assets/coin/:currency" element={screen('assets/coin/:currency', priv(<P.CoinDetailPage />))} />
        <Route path="assets/deposit" element={screen('assets/deposit', priv(<P.DepositPage />))} />
        <Route path="assets/withdraw" element={screen('assets/withdraw', priv(<P.WithdrawPage />))} />
        <Route path="assets/transfer" element={screen('assets/transfer', priv(<P.TransferPage />))} />
        <Route path="assets/address-book" element={screen('assets/address-book', priv(<P.AddressBookPage />))} />
        <Route path="assets/address/new" element={screen('assets/address/new', priv(<P.AddressFormPage />))} />
        <Route path="assets/address/:id" element={screen('assets/address/:id', priv(<P.AddressFormPage />))} />
        <Route path="assets/records" element={screen('assets/records', priv(<P.AssetRecordsPage />))} />
        {/* Proof of reserves and liabilities (issue 29): public; verifying one's own balances asks to log in. */}
        <Route path="transparency" element={screen('transparency', <P.TransparencyPage />)} />
        <Route path="language" element={screen('language', <P.LanguagePage />)} />
        <Route path="help" element={screen('help', <P.HelpPage />)} />
        <Route path="help/:id" element={screen('help/:id', <P.HelpDetailPage />)} />
        <Route path="about/:kind" element={screen('about/:kind', <P.AboutPage />)} />
        <Route path="about" element={<Navigate to="/about/us" replace />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
