import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTotpDisable } from '../../../features/two-factor/use-two-factor';
import { FormRow } from '../../../ui/desktop/form-row';
import { PasswordInput } from '../../../ui/desktop/password-input';
import { SecondFactorField } from '../components/second-factor-field';

/** Turning two-factor authentication off: the login password and a current code (or a recovery code). */
export function TotpOffPanel({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const f = useTotpDisable(onDone);
  return (
    <form className="pc-form pc-form--narrow" onSubmit={(e) => (e.preventDefault(), void f.submit())} data-testid="totp-off">
      <p className="pc-muted">{t('twoFactor.offHint')}</p>
      <FormRow label={t('auth.password')}>
        <PasswordInput name="password" value={f.password} onChange={f.setPassword} placeholder={t('auth.passwordPlaceholder')} />
      </FormRow>
      <SecondFactorField id="totp-off-code" mode={f.code.mode} value={f.code.code} onChange={f.code.setCode} onToggle={f.code.toggle} />
      <div className="tf-buttons tf-buttons--start">
        <Button danger type="primary" size="large" htmlType="submit" loading={f.isBusy}>
          {t('twoFactor.turnOff')}
        </Button>
        <Button size="large" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
