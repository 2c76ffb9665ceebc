import { lazy } from 'react';
import { withAreas } from '../../features/locale/areas';
import { prefetchOnIntent } from '../../features/prefetch/prefetch-on-intent';
import { needKitLocale } from '../../features/locale/change-language';

/** A page that uses antd-mobile: it waits for the kit's locale too (the home page does without). */
const kit =
  <T>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), needKitLocale()]).then(([module]) => module);

// Route-level code splitting (SPEC §2 lazy page groups): each group is its own chunk, loaded on demand
// with the catalog areas it uses beyond the core (features/locale/page-areas.test.ts checks the lists).
const auth = kit(withAreas(['products', 'two-factor', 'msg'], () => import('./groups/auth-group')));
const security = kit(withAreas(['withdraw-safety', 'two-factor', 'msg'], () => import('./groups/security-group')));
const my = kit(withAreas(['products', 'msg'], () => import('./groups/my-group')));
const help = kit(() => import('./groups/help-group'));
const market = kit(withAreas(['trade', 'mobile-trade'], () => import('../../pages/mobile/market/market-page')));
const trade = kit(withAreas(['trade', 'mobile-trade', 'mobile-contract', 'mobile-seconds', 'amounts', 'order-confirm', 'products', 'msg'], () => import('../../pages/mobile/trade/trade-page')));
const chart = kit(withAreas(['trade', 'mobile-trade', 'charts'], () => import('../../pages/mobile/trade/chart-page')));
const orders = kit(withAreas(['trade', 'mobile-trade', 'msg'], () => import('../../pages/mobile/trade/orders-page')));
// The home page's live markets section (its own chunk) uses the trade areas: they load with the page.
const home = withAreas(['trade', 'mobile-trade'], () => import('../../pages/mobile/tabs/home-page'));

export const HomePage = lazy(() => home().then((m) => ({ default: m.HomePage })));
export const MarketPage = lazy(() => market().then((m) => ({ default: m.MarketPage })));
export const TradePage = lazy(() => trade().then((m) => ({ default: m.TradePage })));
export const TradeChartPage = lazy(() => chart().then((m) => ({ default: m.ChartPage })));
export const TradeOrdersPage = lazy(() => orders().then((m) => ({ default: m.OrdersPage })));
const assets = kit(withAreas(['assets', 'withdraw-safety', 'two-factor', 'amounts', 'msg'], () => import('../../pages/mobile/assets/assets-group')));
export const AssetsPage = lazy(() => assets().then((m) => ({ default: m.AssetsPage })));
export const CoinDetailPage = lazy(() => assets().then((m) => ({ default: m.CoinDetailPage })));
export const DepositPage = lazy(() => assets().then((m) => ({ default: m.DepositPage })));
export const WithdrawPage = lazy(() => assets().then((m) => ({ default: m.WithdrawPage })));
export const TransferPage = lazy(() => assets().then((m) => ({ default: m.TransferPage })));
export const AddressBookPage = lazy(() => assets().then((m) => ({ default: m.AddressBookPage })));
export const AddressFormPage = lazy(() => assets().then((m) => ({ default: m.AddressFormPage })));
export const AssetRecordsPage = lazy(() => assets().then((m) => ({ default: m.RecordsPage })));
// The contract screens (SPEC §2 lazy page group "contract"): the pair switcher and the chart use the trade areas.
const contract = kit(
  withAreas(['contract', 'mobile-contract', 'mobile-seconds', 'trade', 'mobile-trade', 'amounts', 'products', 'msg'], () => import('../../pages/mobile/contract/contract-group')),
);
export const ContractPage = lazy(() => contract().then((m) => ({ default: m.ContractPage })));
export const ContractHistoryPage = lazy(() => contract().then((m) => ({ default: m.ContractHistoryPage })));
export const ContractDetailPage = lazy(() => contract().then((m) => ({ default: m.ContractDetailPage })));
// The seconds-contract screens (SPEC §2 lazy page group "second contract"): they reuse the contract screens' pieces and keys.
const seconds = kit(
  withAreas(['seconds', 'mobile-seconds', 'contract', 'mobile-contract', 'trade', 'mobile-trade', 'amounts', 'products', 'msg'], () => import('../../pages/mobile/seconds/seconds-group')),
);
export const SecondsPage = lazy(() => seconds().then((m) => ({ default: m.SecondsPage })));
export const SecondsOrdersPage = lazy(() => seconds().then((m) => ({ default: m.SecondsOrdersPage })));
export const SecondsDetailPage = lazy(() => seconds().then((m) => ({ default: m.SecondsDetailPage })));

// The invite screen: poster, link, code, the three levels and the rewards.
const invite = kit(withAreas(['invite', 'msg'], () => import('../../pages/mobile/invite/invite-page')));
export const InvitePage = lazy(() => invite().then((m) => ({ default: m.InviteScreen })));

// New-coin subscriptions (issue 16): the list, a project with its subscription sheet, my subscriptions.
const launchpad = kit(withAreas(['launchpad', 'amounts', 'products', 'msg'], () => import('../../pages/mobile/launchpad/launchpad-group')));
export const LaunchListPage = lazy(() => launchpad().then((m) => ({ default: m.LaunchListScreen })));
export const LaunchDetailPage = lazy(() => launchpad().then((m) => ({ default: m.LaunchDetailScreen })));
export const LaunchMyPage = lazy(() => launchpad().then((m) => ({ default: m.LaunchMyScreen })));

// Funds (issue 16): the list with the purchase popup, and my funds with the earnings records.
const fund = kit(withAreas(['fund', 'products', 'msg'], () => import('../../pages/mobile/fund/fund-group')));
export const FundPage = lazy(() => fund().then((m) => ({ default: m.FundScreen })));
export const FundMyPage = lazy(() => fund().then((m) => ({ default: m.FundMyScreen })));

// Fiat quick buy (issue 17): quick buy and sell, an order's screen, the orders and the payout details.
const fiat = kit(withAreas(['fiat', 'amounts', 'products', 'msg'], () => import('../../pages/mobile/fiat/fiat-group')));
export const QuickBuyPage = lazy(() => fiat().then((m) => ({ default: m.QuickBuyScreen })));
export const FiatOrderPage = lazy(() => fiat().then((m) => ({ default: m.FiatOrderScreen })));
export const FiatOrdersPage = lazy(() => fiat().then((m) => ({ default: m.FiatOrdersScreen })));
export const BankPage = lazy(() => fiat().then((m) => ({ default: m.BankScreen })));

// Flash exchange (issue 17): the converter and the conversion records.
const flash = kit(withAreas(['flash', 'amounts', 'products', 'msg'], () => import('../../pages/mobile/flash/flash-group')));
export const FlashPage = lazy(() => flash().then((m) => ({ default: m.FlashScreen })));
export const FlashRecordsPage = lazy(() => flash().then((m) => ({ default: m.FlashRecordsScreen })));

export const LoginPage = lazy(() => auth().then((m) => ({ default: m.LoginPage })));
export const RegisterPage = lazy(() => auth().then((m) => ({ default: m.RegisterPage })));
export const RegisterCodePage = lazy(() => auth().then((m) => ({ default: m.RegisterCodePage })));
export const ForgotPasswordPage = lazy(() => auth().then((m) => ({ default: m.ForgotPasswordPage })));

export const SecurityPage = lazy(() => security().then((m) => ({ default: m.SecurityPage })));
export const LoginPasswordPage = lazy(() => security().then((m) => ({ default: m.LoginPasswordPage })));
export const FundPasswordPage = lazy(() => security().then((m) => ({ default: m.FundPasswordPage })));
export const BindPage = lazy(() => security().then((m) => ({ default: m.BindPage })));
export const TwoFactorPage = lazy(() => security().then((m) => ({ default: m.TwoFactorPage })));
// The login log and the credit score (issue 15): their own chunk, with their catalog area.
const securityLog = kit(withAreas(['security-log', 'msg'], () => import('../../pages/mobile/security-log/security-log-group')));
export const SessionsPage = lazy(() => securityLog().then((m) => ({ default: m.SessionsScreen })));
export const ScorePage = lazy(() => securityLog().then((m) => ({ default: m.ScoreScreen })));
// API keys (issue 27): their own chunk; the code fields are the withdrawal's (withdraw-safety, two-factor).
const apiKeys = kit(withAreas(['api-keys', 'withdraw-safety', 'two-factor', 'msg'], () => import('../../pages/mobile/api-keys/api-keys-group')));
export const ApiKeysPage = lazy(() => apiKeys().then((m) => ({ default: m.ApiKeysScreen })));
export const ApiKeyNewPage = lazy(() => apiKeys().then((m) => ({ default: m.ApiKeyNewScreen })));
export const ApiKeyEditPage = lazy(() => apiKeys().then((m) => ({ default: m.ApiKeyEditScreen })));
// Identity verification: its own chunk with its catalog area and the country list's (products).
const kyc = kit(withAreas(['kyc', 'products', 'msg'], () => import('../../pages/mobile/security/kyc-page')));
export const KycPage = lazy(() => kyc().then((m) => ({ default: m.KycPage })));

// Transparency (issue 29): proof of reserves and liabilities, public; its verification code is a chunk of its own.
const transparency = kit(withAreas(['transparency'], () => import('../../pages/mobile/transparency/transparency-page')));
export const TransparencyPage = lazy(() => transparency().then((m) => ({ default: m.TransparencyScreen })));

export const MyPage = lazy(() => my().then((m) => ({ default: m.MyPage })));
// Messages (issue 15): the list and one message, their own chunk with their catalog area.
const messages = kit(withAreas(['messages', 'msg'], () => import('../../pages/mobile/messages/messages-group')));
export const MessagesPage = lazy(() => messages().then((m) => ({ default: m.MessagesScreen })));
export const MessagePage = lazy(() => messages().then((m) => ({ default: m.MessageScreen })));
export const ProfilePage = lazy(() => my().then((m) => ({ default: m.ProfilePage })));
export const LanguagePage = lazy(() => my().then((m) => ({ default: m.LanguagePage })));

export const HelpPage = lazy(() => help().then((m) => ({ default: m.HelpPage })));
export const HelpDetailPage = lazy(() => help().then((m) => ({ default: m.HelpDetailPage })));
const about = kit(() => import('../../pages/mobile/about/about-page'));
export const AboutPage = lazy(() => about().then((m) => ({ default: m.AboutPage })));

/**
 * The screens a user most likely opens next (a visitor: register and log in, trade, market; a user:
 * trade, assets, market), loaded from the first interaction (features/prefetch/prefetch-on-intent.ts).
 */
export function prefetchLikelyScreens(isLogin: boolean): void {
  prefetchOnIntent(isLogin ? [trade, assets, market] : [auth, trade, market]);
}
