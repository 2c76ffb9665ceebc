export { SettingLayout } from '../../../pages/desktop/setting/setting-layout';
export { PasswordPage } from '../../../pages/desktop/setting/password-page';
export { VerifyPage } from '../../../pages/desktop/setting/verify-page';
export { TwoFactorPage } from '../../../pages/desktop/setting/two-factor-page';
