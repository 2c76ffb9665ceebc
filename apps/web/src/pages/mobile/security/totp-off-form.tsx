import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useTotpDisable } from '../../../features/two-factor/use-two-factor';
import { Field } from '../../../ui/mobile/field';
import { PasswordInput } from '../../../ui/mobile/password-input';
import { SecondFactorField } from '../components/second-factor-field';

/** Turning two-factor authentication off: the login password and a current code (or a recovery code). */
export function TotpOffForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const f = useTotpDisable(onDone);
  return (
    <form className="m-form" onSubmit={(e) => (e.preventDefault(), void f.submit())} data-testid="totp-off">
      <p className="m-form__hint">{t('twoFactor.offHint')}</p>
      <Field label={t('auth.password')}>
        <PasswordInput name="password" value={f.password} onChange={f.setPassword} placeholder={t('auth.passwordPlaceholder')} />
      </Field>
      <SecondFactorField mode={f.code.mode} value={f.code.code} onChange={f.code.setCode} onToggle={f.code.toggle} />
      <Button block color="danger" size="large" type="submit" loading={f.isBusy} className="m-form__submit">
        {t('twoFactor.turnOff')}
      </Button>
      <Button block fill="none" size="large" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </form>
  );
}
