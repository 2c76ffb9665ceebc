export { SecurityPage } from '../../../pages/mobile/security/security-page';
export { LoginPasswordPage } from '../../../pages/mobile/security/login-password-page';
export { FundPasswordPage } from '../../../pages/mobile/security/fund-password-page';
export { BindPage } from '../../../pages/mobile/security/bind-page';
export { TwoFactorPage } from '../../../pages/mobile/security/two-factor-page';
