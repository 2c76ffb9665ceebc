import { lazy } from 'react';
import { withAreas } from '../../features/locale/areas';
import { prefetchOnIntent } from '../../features/prefetch/prefetch-on-intent';
import type { TDesktopPage } from './route-table';

// Route-level code splitting (SPEC §2 lazy page groups): each group is its own chunk, loaded with the
// catalog areas it uses beyond the core (features/locale/page-areas.test.ts checks the lists).
const home = withAreas(['trade', 'charts'], () => import('../../pages/desktop/home/home-page'));
const trade = withAreas(['trade', 'charts', 'amounts', 'order-confirm', 'account-orders', 'assets', 'products', 'msg'], () => import('../../pages/desktop/trade/trade-page'));
const about = () => import('../../pages/desktop/about/about-page');
const help = () => import('./groups/help-group');
// Messages (issue 15): the list and one message, their own chunk with their catalog area.
const messages = withAreas(['messages', 'msg'], () => import('../../pages/desktop/messages/messages-group'));
const setting = withAreas(['withdraw-safety', 'two-factor', 'msg'], () => import('./groups/setting-group'));
// Identity verification: its own chunk with its catalog area and the country list's (products).
const kyc = withAreas(['kyc', 'products', 'msg'], () => import('../../pages/desktop/setting/kyc-page'));
const account = withAreas(['products', 'msg', 'security-log'], () => import('./groups/account-group'));
const logger = withAreas(['security-log', 'msg'], () => import('../../pages/desktop/security-log/logger-page'));
// API keys (issue 27): their own chunk; the code fields are the withdrawal's (withdraw-safety, two-factor).
const apiKeys = withAreas(['api-keys', 'withdraw-safety', 'two-factor', 'msg'], () => import('../../pages/desktop/api-keys/api-keys-page'));
const assets = withAreas(['assets', 'desktop-assets', 'withdraw-safety', 'two-factor', 'amounts', 'msg'], () => import('../../pages/desktop/assets/assets-group'));
const contract = withAreas(['contract', 'desktop-contract', 'trade', 'amounts', 'products', 'msg'], () => import('../../pages/desktop/contract/contract-page'));
const accountContract = withAreas(['contract', 'desktop-contract', 'trade', 'assets', 'desktop-assets', 'withdraw-safety', 'msg'], () => import('../../pages/desktop/contract/account-contract-page'));
const seconds = withAreas(['seconds', 'desktop-seconds', 'contract', 'desktop-contract', 'trade', 'amounts', 'products', 'msg'], () => import('../../pages/desktop/seconds/seconds-page'));
const accountSeconds = withAreas(['seconds', 'desktop-seconds', 'contract', 'desktop-contract', 'trade', 'assets', 'desktop-assets', 'msg'], () => import('../../pages/desktop/seconds/account-seconds-page'));
// The invite programme: its own chunk with its catalog area.
const invite = withAreas(['invite', 'msg'], () => import('../../pages/desktop/invite/invite-group'));
// New-coin subscriptions (issue 16): list, detail, preview and my subscriptions, one chunk with its catalog area.
const launchpad = withAreas(['launchpad', 'amounts', 'products', 'msg'], () => import('../../pages/desktop/launchpad/launchpad-group'));
// Funds (issue 16): the fund page of the header, its own chunk with its catalog area.
const fund = withAreas(['fund', 'products', 'msg'], () => import('../../pages/desktop/fund/account-fund-page'));
// Fiat quick buy (issue 17): quick buy, an order, the orders list and the payout details, one chunk with its catalog area.
const fiat = withAreas(['fiat', 'amounts', 'products', 'msg'], () => import('../../pages/desktop/fiat/fiat-group'));
// Flash exchange (issue 17): the converter and the conversion records, its own chunk with its catalog area.
const flash = withAreas(['flash', 'amounts', 'products', 'msg'], () => import('../../pages/desktop/flash/account-flash-page'));
// Transparency (issue 29): proof of reserves and liabilities, public; its verification code is a chunk of its own.
const transparency = withAreas(['transparency'], () => import('../../pages/desktop/transparency/transparency-page'));
const spotOrders = withAreas(['trade', 'account-orders', 'assets', 'msg'], () => import('../../pages/desktop/account/spot-orders-page'));

export const HomePage = lazy(() => home().then((m) => ({ default: m.HomePage })));
export const TradePage = lazy(() => trade().then((m) => ({ default: m.TradePage })));
export const AboutPage = lazy(() => about().then((m) => ({ default: m.AboutPage })));
export const HelpPage = lazy(() => help().then((m) => ({ default: m.HelpPage })));
export const HelpDetailPage = lazy(() => help().then((m) => ({ default: m.HelpDetailPage })));
export const MessagesPage = lazy(() => messages().then((m) => ({ default: m.MessagesPage })));
export const MessageDetailPage = lazy(() => messages().then((m) => ({ default: m.MessageDetailPage })));
export const SettingLayout = lazy(() => setting().then((m) => ({ default: m.SettingLayout })));
export const PasswordPage = lazy(() => setting().then((m) => ({ default: m.PasswordPage })));
export const VerifyPage = lazy(() => setting().then((m) => ({ default: m.VerifyPage })));
export const TwoFactorPage = lazy(() => setting().then((m) => ({ default: m.TwoFactorPage })));
export const KycPage = lazy(() => kyc().then((m) => ({ default: m.KycPage })));
export const LoggerPage = lazy(() => logger().then((m) => ({ default: m.LoggerPage })));
export const ApiKeysPage = lazy(() => apiKeys().then((m) => ({ default: m.ApiKeysPage })));
export const AccountLayout = lazy(() => account().then((m) => ({ default: m.AccountLayout })));
export const ProfilePage = lazy(() => account().then((m) => ({ default: m.ProfilePage })));
export const AssetsOverviewPage = lazy(() => assets().then((m) => ({ default: m.AssetsOverviewPage })));
export const DepositPage = lazy(() => assets().then((m) => ({ default: m.DepositPage })));
export const WithdrawPage = lazy(() => assets().then((m) => ({ default: m.WithdrawPage })));
export const TransferPage = lazy(() => assets().then((m) => ({ default: m.TransferPage })));
export const AddressBookPage = lazy(() => assets().then((m) => ({ default: m.AddressBookPage })));
export const AddressFormPage = lazy(() => assets().then((m) => ({ default: m.AddressFormPage })));
export const ContractPage = lazy(() => contract().then((m) => ({ default: m.ContractPage })));
export const AccountContractPage = lazy(() => accountContract().then((m) => ({ default: m.AccountContractPage })));
export const SecondsPage = lazy(() => seconds().then((m) => ({ default: m.SecondsPage })));
export const AccountSecondsPage = lazy(() => accountSeconds().then((m) => ({ default: m.AccountSecondsPage })));
export const InvitePage = lazy(() => invite().then((m) => ({ default: m.InvitePage })));
export const InviteCashbackPage = lazy(() => invite().then((m) => ({ default: m.InviteCashbackPage })));
export const LaunchListPage = lazy(() => launchpad().then((m) => ({ default: m.LaunchListPage })));
export const LaunchDetailPage = lazy(() => launchpad().then((m) => ({ default: m.LaunchDetailPage })));
export const LaunchBookPage = lazy(() => launchpad().then((m) => ({ default: m.LaunchBookPage })));
export const LaunchMyPage = lazy(() => launchpad().then((m) => ({ default: m.LaunchMyPage })));
export const AccountFundPage = lazy(() => fund().then((m) => ({ default: m.AccountFundPage })));
export const QuickBuyPage = lazy(() => fiat().then((m) => ({ default: m.QuickBuyPage })));
export const FiatOrderPage = lazy(() => fiat().then((m) => ({ default: m.FiatOrderPage })));
export const FiatOrdersPage = lazy(() => fiat().then((m) => ({ default: m.FiatOrdersPage })));
export const BankPage = lazy(() => fiat().then((m) => ({ default: m.BankPage })));
export const AccountFlashPage = lazy(() => flash().then((m) => ({ default: m.AccountFlashPage })));
export const SpotOrdersPage = lazy(() => spotOrders().then((m) => ({ default: m.SpotOrdersPage })));
export const TransparencyPage = lazy(() => transparency().then((m) => ({ default: m.TransparencyPage })));

const LOADERS: Record<TDesktopPage, () => Promise<unknown>> = {
  home,
  trade,
  contract,
  seconds,
  'launch-list': launchpad,
  'launch-detail': launchpad,
  'launch-book': launchpad,
  'launch-my': launchpad,
  about,
  help,
  'help-detail': help,
  messages,
  'message-detail': messages,
  'setting-password': setting,
  'setting-verify': setting,
  'setting-kyc': kyc,
  'setting-logger': logger,
  'setting-api-keys': apiKeys,
  'setting-totp': setting,
  'account-profile': account,
  'account-orders': spotOrders,
  'account-contract': accountContract,
  'account-seconds': accountSeconds,
  'account-invite': invite,
  'account-invite-cashback': invite,
  'account-fund': fund,
  'account-flash': flash,
  'quick-buy': fiat,
  'fiat-order': fiat,
  'account-fiat': fiat,
  'setting-bank': fiat,
  'assets-overview': assets,
  'assets-deposit': assets,
  'assets-withdraw': assets,
  'assets-transfer': assets,
  'address-book': assets,
  'address-form': assets,
  transparency,
};

/**
 * Starts downloading a page's chunk (and its layout's) before React asks for it, so that it loads
 * alongside the UI kit instead of after it.
 */
export function preloadPage(page: TDesktopPage, path: string): void {
  void LOADERS[page]();
  if (path.startsWith('/setting/')) void setting();
  if (path.startsWith('/account/')) void account();
}

/**
 * The pages a user most likely opens next (trade, then contracts for a visitor or assets for a
 * user), loaded from the first interaction (features/prefetch/prefetch-on-intent.ts).
 */
export function prefetchLikelyScreens(isLogin: boolean): void {
  prefetchOnIntent(isLogin ? [trade, assets] : [trade, contract]);
}
