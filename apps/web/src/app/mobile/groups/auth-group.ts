export { LoginPage } from '../../../pages/mobile/auth/login-page';
export { RegisterPage } from '../../../pages/mobile/auth/register-page';
export { RegisterCodePage } from '../../../pages/mobile/auth/register-code-page';
export { ForgotPasswordPage } from '../../../pages/mobile/auth/forgot-password-page';
