import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../features/session/session-store';
import { FundPasswordForm } from './fund-password-form';
import { LoginPasswordForm } from './login-password-form';
import { ResetPasswordForm } from './reset-password-form';

/**
 * /setting/password (public, SPEC §2): a user changes the login or fund password (?type=1 or 2);
 * a logged-out visitor resets a forgotten login password here.
 */
export function PasswordPage() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const [params, setParams] = useSearchParams();
  if (!isLogin) {
    return (
      <section className="pc-card pc-section">
        <h1 className="pc-page__title">{t('auth.resetTitle')}</h1>
        <ResetPasswordForm />
      </section>
    );
  }
  const active = params.get('type') === '2' ? '2' : '1';
  return (
    <section className="pc-card pc-section">
      <h1 className="pc-page__title">{t('pc.setting.password')}</h1>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ type: key }, { replace: true })}
        items={[
          { key: '1', label: t('security.loginPassword'), children: <LoginPasswordForm /> },
          { key: '2', label: t('security.fundPassword'), children: <FundPasswordForm /> },
        ]}
      />
    </section>
  );
}
