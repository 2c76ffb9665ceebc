import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSecondFactorCode } from '../../../features/two-factor/use-second-factor-code';
import { showInvalid } from '../../../features/notify/show-failure';
import { SecondFactorField } from '../components/second-factor-field';

type TProps = { isBusy: boolean; onSubmit: (code: string) => Promise<boolean>; onBack: () => void };

/** The login modal's second step with two-factor on: the authenticator's code, or a recovery code. */
export function TotpLoginStep({ isBusy, onSubmit, onBack }: TProps) {
  const { t } = useTranslation();
  const field = useSecondFactorCode();
  const submit = async () => {
    const key = field.error();
    if (key) return showInvalid(key);
    if (!(await onSubmit(field.code))) field.clear();
  };
  return (
    <form className="pc-form" onSubmit={(e) => (e.preventDefault(), void submit())} data-testid="totp-login">
      <h2 className="pc-section__title">{t('twoFactor.loginTitle')}</h2>
      <p className="pc-muted">{t(field.mode === 'totp' ? 'twoFactor.loginHint' : 'twoFactor.loginRecoveryHint')}</p>
      <SecondFactorField id="login-totp" mode={field.mode} value={field.code} onChange={field.setCode} onToggle={field.toggle} />
      <Button type="primary" size="large" block htmlType="submit" loading={isBusy}>
        {t('twoFactor.verify')}
      </Button>
      <Button type="link" onClick={onBack}>
        {t('twoFactor.backToPassword')}
      </Button>
    </form>
  );
}
