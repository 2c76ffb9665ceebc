import type { TProductCode } from '@exchange/contracts';
import { isPublicPath, normalizePath } from '../../pages/desktop/layout/public-paths';

export { PUBLIC_PATHS, isPublicPath } from '../../pages/desktop/layout/public-paths';

/**
 * The desktop route table of SPEC §2 (base path /pc, history mode), as data: the paths, the header
 * navigation index each route lights up, the public routes and the default redirects. The spelling
 * of the paths (subcribe, assert, withdrawel) is part of the compatibility contract.
 */
export type TDesktopPage =
  | 'home'
  | 'trade'
  | 'contract'
  | 'seconds'
  | 'launch-list'
  | 'launch-detail'
  | 'launch-book'
  | 'launch-my'
  | 'help'
  | 'help-detail'
  | 'messages'
  | 'message-detail'
  | 'about'
  | 'setting-password'
  | 'setting-verify'
  | 'setting-kyc'
  | 'setting-logger'
  | 'setting-api-keys'
  | 'setting-totp'
  | 'account-profile'
  | 'account-orders'
  | 'account-contract'
  | 'account-seconds'
  | 'account-invite'
  | 'account-invite-cashback'
  | 'account-fund'
  | 'account-flash'
  | 'quick-buy'
  | 'fiat-order'
  | 'account-fiat'
  | 'setting-bank'
  | 'assets-overview'
  | 'assets-deposit'
  | 'assets-withdraw'
  | 'assets-transfer'
  | 'address-book'
  | 'address-form'
  | 'transparency';

export type TDesktopRoute = {
  path: string;
  /** Header navigation index (1 home … 6 second contract; 4 help; -1 none). */
  nav: number;
  page: TDesktopPage;
  /** The page's title (the document title and the navigation's name). */
  titleKey: string;
  /** The product the page belongs to: its access gate (country, KYC, risk disclosure) stands before it. */
  product?: TProductCode;
};

const route = (path: string, nav: number, page: TDesktopPage, titleKey: string, product?: TProductCode): TDesktopRoute =>
  product ? { path, nav, page, titleKey, product } : { path, nav, page, titleKey };

const SETTING_CHILDREN: [string, TDesktopPage, string][] = [
  ['verify', 'setting-verify', 'pc.setting.verify'],
  ['kyc', 'setting-kyc', 'pc.setting.kyc'],
  ['password', 'setting-password', 'pc.setting.password'],
  ['logger', 'setting-logger', 'pc.setting.logger'],
  ['api-keys', 'setting-api-keys', 'pc.setting.apiKeys'],
  ['totp', 'setting-totp', 'security.title'],
  ['addaddress', 'address-form', 'pc.setting.addaddress'],
  ['address', 'address-form', 'pc.setting.address'],
  ['bank', 'setting-bank', 'pc.setting.bank'],
  ['addresslist', 'address-book', 'pc.setting.addresslist'],
];

const ACCOUNT_CHILDREN = [
  ['profile', 'pc.account.profile'],
  ['assert', 'pc.account.assert'],
  ['contract', 'pc.account.contract'],
  ['secondContract', 'pc.account.secondContract'],
  ['recharge', 'pc.account.recharge'],
  ['withdrawel', 'pc.account.withdrawel'],
  ['dui', 'pc.account.dui'],
  ['transfer', 'pc.account.transfer'],
  ['trade', 'pc.account.trade'],
  ['invite', 'pc.account.invite'],
  ['inviteCashback', 'pc.account.inviteCashback'],
  ['fund', 'pc.account.fund'],
  ['fiat', 'pc.account.fiat'],
] as const;

/** The page of each account child: every one has its own (a child without one fails to compile). */
const ACCOUNT_PAGES: Record<(typeof ACCOUNT_CHILDREN)[number][0], TDesktopPage> = {
  profile: 'account-profile',
  assert: 'assets-overview',
  recharge: 'assets-deposit',
  withdrawel: 'assets-withdraw',
  transfer: 'assets-transfer',
  trade: 'account-orders',
  contract: 'account-contract',
  secondContract: 'account-seconds',
  invite: 'account-invite',
  inviteCashback: 'account-invite-cashback',
  fund: 'account-fund',
  dui: 'account-flash',
  fiat: 'account-fiat',
};

export const ABOUT_CHILDREN = ['policy', 'connect', 'customer', 'protocol', 'legal', 'us'] as const;

/** The fund item of the header has no index in SPEC §2; 7 lights it on /account/fund. */
export const FUND_NAV = 7;
/** Quick buy (issue 17) has no index in SPEC §2 either; 8 lights it on its pages. */
export const QUICK_BUY_NAV = 8;

export const DESKTOP_ROUTES: TDesktopRoute[] = [
  route('/home', 1, 'home', 'nav.home'),
  route('/home/detail', 3, 'trade', 'nav.tradeDetail'),
  route('/subcribe', 2, 'launch-list', 'nav.subscribe', 'launchpad'),
  route('/subcribe/detail', 2, 'launch-detail', 'pc.subscribeDetail'),
  route('/subcribe/book', -1, 'launch-book', 'pc.subscribeBook'),
  route('/subcribe/my', 2, 'launch-my', 'pc.subscribeMy'),
  route('/help', 4, 'help', 'help.title'),
  route('/help/detail', -1, 'help-detail', 'help.detail'),
  route('/help/message', -1, 'messages', 'pc.messages'),
  route('/help/msg-detail', -1, 'message-detail', 'pc.message'),
  route('/contract', 5, 'contract', 'nav.contract', 'contract'),
  route('/secondContract', 6, 'seconds', 'nav.secondContract', 'seconds'),
  route('/quickBuy', QUICK_BUY_NAV, 'quick-buy', 'nav.quickBuy', 'fiat'),
  route('/quickBuy/order', QUICK_BUY_NAV, 'fiat-order', 'nav.quickBuy', 'fiat'),
  ...SETTING_CHILDREN.map(([child, page, titleKey]) => route(`/setting/${child}`, -1, page, titleKey)),
  ...ACCOUNT_CHILDREN.map(([child, titleKey]) =>
    route(`/account/${child}`, child === 'fund' ? FUND_NAV : -1, ACCOUNT_PAGES[child], titleKey, child === 'fund' ? 'fund' : undefined),
  ),
  ...ABOUT_CHILDREN.map((child) => route(`/about/${child}`, 4, 'about', `about.${child}`)),
  route('/transparency', -1, 'transparency', 'nav.transparency'),
];

/** SPEC §2 default redirects. */
export const DESKTOP_REDIRECTS: Record<string, string> = {
  '/': '/home',
  '/setting': '/setting/password',
  '/account': '/account/assert',
  '/about': '/about/us',
};

export function findRoute(pathname: string): TDesktopRoute | undefined {
  const path = normalizePath(pathname);
  return DESKTOP_ROUTES.find((r) => r.path === path);
}

export function navIndexOf(pathname: string): number {
  return findRoute(pathname)?.nav ?? -1;
}

/**
 * Where a path should go before it renders: a default redirect, then the guard (a logged-out
 * visitor off the public list goes to /home), then any unknown path to /home. Null: stay.
 */
export function redirectFor(pathname: string, isLogin: boolean): string | null {
  const path = normalizePath(pathname);
  const target = DESKTOP_REDIRECTS[path] ?? path;
  if (!isLogin && !isPublicPath(target)) return '/home';
  if (!findRoute(target)) return '/home';
  return target === pathname ? null : target;
}

/** True when the guard (not a default redirect or an unknown path) turns a logged-out visitor away. */
export function isTurnedAway(pathname: string, isLogin: boolean): boolean {
  const path = normalizePath(pathname);
  const target = DESKTOP_REDIRECTS[path] ?? path;
  return !isLogin && Boolean(findRoute(target)) && !isPublicPath(target);
}
