import { Suspense, type ReactNode } from 'react';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { exitFor, useSessionStore } from '../../features/session/session-store';
import { useExitArrival } from '../../features/session/use-exit-arrival';
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
  return (
    <Suspense fallback={fallback}>
      <ExitArrival />
      <Routes>
        <Route element={<MobileTabsLayout />}>
          <Route index element={<P.HomePage />} />
          <Route path="market" element={<P.MarketPage />} />
          <Route path="trade" element={<P.TradePage />} />
          {/* Beside Trade (its Spot | Contract switch), with the tabs; a visitor sees it, the form asks to log in. */}
          <Route path="contract" element={<P.ContractPage />} />
          {/* The seconds contracts: the Trade tab's third product (Spot | Contract | Seconds), public like contracts. */}
          <Route path="seconds" element={<P.SecondsPage />} />
          <Route path="assets" element={priv(<P.AssetsPage />)} />
          <Route path="my" element={<P.MyPage />} />
        </Route>
        <Route path="login" element={guest(<P.LoginPage />)} />
        <Route path="register" element={guest(<P.RegisterPage />)} />
        <Route path="register/code" element={guest(<P.RegisterCodePage />)} />
        <Route path="forgot-password" element={<P.ForgotPasswordPage />} />
        <Route path="profile" element={priv(<P.ProfilePage />)} />
        <Route path="security" element={priv(<P.SecurityPage />)} />
        <Route path="security/login-password" element={priv(<P.LoginPasswordPage />)} />
        <Route path="security/fund-password" element={priv(<P.FundPasswordPage />)} />
        <Route path="security/bind" element={priv(<P.BindPage />)} />
        <Route path="security/sessions" element={priv(<P.SessionsPage />)} />
        <Route path="score" element={priv(<P.ScorePage />)} />
        <Route path="kyc" element={priv(<P.KycPage />)} />
        {/* Messages: public like the desktop's (a visitor sees the site notices). */}
        <Route path="messages" element={<P.MessagesPage />} />
        <Route path="messages/:id" element={<P.MessagePage />} />
        <Route path="invite" element={priv(<P.InvitePage />)} />
        {/* Funds: the list is public (buying asks to log in); my funds need a session. */}
        <Route path="fund" element={<P.FundPage />} />
        <Route path="fund/my" element={priv(<P.FundMyPage />)} />
        {/* Fiat quick buy (issue 17): the rates are public (ordering asks to log in); orders and payout details need a session. */}
        <Route path="quick-buy" element={<P.QuickBuyPage />} />
        <Route path="quick-buy/order/:id" element={priv(<P.FiatOrderPage />)} />
        <Route path="quick-buy/orders" element={priv(<P.FiatOrdersPage />)} />
        <Route path="bank" element={priv(<P.BankPage />)} />
        {/* Flash exchange (issue 17): converting needs a session. */}
        <Route path="flash" element={priv(<P.FlashPage />)} />
        <Route path="flash/records" element={priv(<P.FlashRecordsPage />)} />
        <Route path="subscribe" element={<P.LaunchListPage />} />
        <Route path="subscribe/detail" element={<P.LaunchDetailPage />} />
        <Route path="subscribe/my" element={priv(<P.LaunchMyPage />)} />
        <Route path="trade/chart" element={<P.TradeChartPage />} />
        <Route path="trade/orders" element={priv(<P.TradeOrdersPage />)} />
        <Route path="contract/orders" element={priv(<P.ContractHistoryPage />)} />
        <Route path="contract/order/:id" element={priv(<P.ContractDetailPage />)} />
        <Route path="seconds/orders" element={priv(<P.SecondsOrdersPage />)} />
        <Route path="seconds/order/:id" element={priv(<P.SecondsDetailPage />)} />
        <Route path="assets/coin/:currency" element={priv(<P.CoinDetailPage />)} />
        <Route path="assets/deposit" element={priv(<P.DepositPage />)} />
        <Route path="assets/withdraw" element={priv(<P.WithdrawPage />)} />
        <Route path="assets/transfer" element={priv(<P.TransferPage />)} />
        <Route path="assets/address-book" element={priv(<P.AddressBookPage />)} />
        <Route path="assets/address/new" element={priv(<P.AddressFormPage />)} />
        <Route path="assets/address/:id" element={priv(<P.AddressFormPage />)} />
        <Route path="assets/records" element={priv(<P.AssetRecordsPage />)} />
        <Route path="language" element={<P.LanguagePage />} />
        <Route path="help" element={<P.HelpPage />} />
        <Route path="help/:id" element={<P.HelpDetailPage />} />
        <Route path="about/:kind" element={<P.AboutPage />} />
        <Route path="about" element={<Navigate to="/about/us" replace />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
