import { lazy } from 'react';

// Route-level code splitting (SPEC §2 lazy page groups): each group is its own chunk, loaded on demand.
const auth = () => import('./groups/auth-group');
const security = () => import('./groups/security-group');
const my = () => import('./groups/my-group');
const help = () => import('./groups/help-group');

export const HomePage = lazy(() => import('../../pages/mobile/tabs/home-page').then((m) => ({ default: m.HomePage })));
export const MarketPage = lazy(() => import('../../pages/mobile/market/market-page').then((m) => ({ default: m.MarketPage })));
export const TradePage = lazy(() => import('../../pages/mobile/trade/trade-page').then((m) => ({ default: m.TradePage })));
export const TradeChartPage = lazy(() => import('../../pages/mobile/trade/chart-page').then((m) => ({ default: m.ChartPage })));
export const TradeOrdersPage = lazy(() => import('../../pages/mobile/trade/orders-page').then((m) => ({ default: m.OrdersPage })));
const assets = () => import('../../pages/mobile/assets/assets-group');
export const AssetsPage = lazy(() => assets().then((m) => ({ default: m.AssetsPage })));
export const CoinDetailPage = lazy(() => assets().then((m) => ({ default: m.CoinDetailPage })));
export const DepositPage = lazy(() => assets().then((m) => ({ default: m.DepositPage })));
export const WithdrawPage = lazy(() => assets().then((m) => ({ default: m.WithdrawPage })));
export const TransferPage = lazy(() => assets().then((m) => ({ default: m.TransferPage })));
export const AddressBookPage = lazy(() => assets().then((m) => ({ default: m.AddressBookPage })));
export const AddressFormPage = lazy(() => assets().then((m) => ({ default: m.AddressFormPage })));
export const AssetRecordsPage = lazy(() => assets().then((m) => ({ default: m.RecordsPage })));

export const LoginPage = lazy(() => auth().then((m) => ({ default: m.LoginPage })));
export const RegisterPage = lazy(() => auth().then((m) => ({ default: m.RegisterPage })));
export const RegisterCodePage = lazy(() => auth().then((m) => ({ default: m.RegisterCodePage })));
export const ForgotPasswordPage = lazy(() => auth().then((m) => ({ default: m.ForgotPasswordPage })));

export const SecurityPage = lazy(() => security().then((m) => ({ default: m.SecurityPage })));
export const LoginPasswordPage = lazy(() => security().then((m) => ({ default: m.LoginPasswordPage })));
export const FundPasswordPage = lazy(() => security().then((m) => ({ default: m.FundPasswordPage })));
export const BindPage = lazy(() => security().then((m) => ({ default: m.BindPage })));
export const KycPage = lazy(() => security().then((m) => ({ default: m.KycPage })));

export const MyPage = lazy(() => my().then((m) => ({ default: m.MyPage })));
export const ProfilePage = lazy(() => my().then((m) => ({ default: m.ProfilePage })));
export const LanguagePage = lazy(() => my().then((m) => ({ default: m.LanguagePage })));

export const HelpPage = lazy(() => help().then((m) => ({ default: m.HelpPage })));
export const HelpDetailPage = lazy(() => help().then((m) => ({ default: m.HelpDetailPage })));
export const AboutPage = lazy(() => import('../../pages/mobile/about/about-page').then((m) => ({ default: m.AboutPage })));
