import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSecondFactorCode } from '../../../features/two-factor/use-second-factor-code';
import { showInvalid } from '../../../features/notify/show-failure';
import { SecondFactorField } from '../components/second-factor-field';

type TProps = { isBusy: boolean; onSubmit: (code: string) => Promise<boolean>; onBack: () => void };

/** The second step of a log-in with two-factor on: the authenticator's code, or a recovery code. */
export function TotpLoginStep({ isBusy, onSubmit, onBack }: TProps) {
  const { t } = useTranslation();
  const field = useSecondFactorCode();
  const submit = async () => {
    const key = field.error();
    if (key) return showInvalid(key);
    if (!(await onSubmit(field.code))) field.clear();
  };
  return (
    <form className="m-form" onSubmit={(e) => (e.preventDefault(), void submit())} data-testid="totp-login">
      <h1 className="m-form__title">{t('twoFactor.loginTitle')}</h1>
      <p className="m-form__hint">{t(field.mode === 'totp' ? 'twoFactor.loginHint' : 'twoFactor.loginRecoveryHint')}</p>
      <SecondFactorField mode={field.mode} value={field.code} onChange={field.setCode} onToggle={field.toggle} />
      <Button block color="primary" size="large" type="submit" loading={isBusy} className="m-form__submit">
        {t('twoFactor.verify')}
      </Button>
      <div className="m-form__links">
        <button type="button" className="tf-switch" onClick={onBack}>
          {t('twoFactor.backToPassword')}
        </button>
      </div>
    </form>
  );
}
