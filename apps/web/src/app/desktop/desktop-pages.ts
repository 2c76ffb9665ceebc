import { lazy } from 'react';
import type { TDesktopPage } from './route-table';

// Route-level code splitting (SPEC §2 lazy page groups): each group is its own chunk.
const home = () => import('../../pages/desktop/home/home-page');
const frame = () => import('../../pages/desktop/frame/frame-page');
const about = () => import('../../pages/desktop/about/about-page');
const help = () => import('./groups/help-group');
const setting = () => import('./groups/setting-group');
const account = () => import('./groups/account-group');

export const HomePage = lazy(() => home().then((m) => ({ default: m.HomePage })));
export const FramePage = lazy(() => frame().then((m) => ({ default: m.FramePage })));
export const AboutPage = lazy(() => about().then((m) => ({ default: m.AboutPage })));
export const HelpPage = lazy(() => help().then((m) => ({ default: m.HelpPage })));
export const HelpDetailPage = lazy(() => help().then((m) => ({ default: m.HelpDetailPage })));
export const SettingLayout = lazy(() => setting().then((m) => ({ default: m.SettingLayout })));
export const PasswordPage = lazy(() => setting().then((m) => ({ default: m.PasswordPage })));
export const VerifyPage = lazy(() => setting().then((m) => ({ default: m.VerifyPage })));
export const AccountLayout = lazy(() => account().then((m) => ({ default: m.AccountLayout })));
export const ProfilePage = lazy(() => account().then((m) => ({ default: m.ProfilePage })));

const LOADERS: Record<TDesktopPage, () => Promise<unknown>> = {
  home,
  frame,
  about,
  help,
  'help-detail': help,
  'setting-password': setting,
  'setting-verify': setting,
  'account-profile': account,
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
