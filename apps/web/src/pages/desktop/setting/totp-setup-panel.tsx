import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { groupedSecret } from '../../../features/two-factor/totp-setup';
import { copyAndSay, downloadRecoveryCodes, useTotpSetup } from '../../../features/two-factor/use-two-factor';
import { RecoveryCodeList, SecretText, TotpQr } from '../../../features/two-factor/totp-qr';
import { FormRow } from '../../../ui/desktop/form-row';
import { PasswordInput } from '../../../ui/desktop/password-input';

/** The set-up's three steps on the desktop page: password, scan and confirm, the recovery codes. */
export function TotpSetupPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const s = useTotpSetup();
  const { state } = s;
  if (state.step === 'codes') {
    return (
      <div className="pc-form pc-form--narrow" data-testid="totp-recovery">
        <h2 className="pc-section__title">{t('twoFactor.recoveryTitle')}</h2>
        <p className="pc-muted">{t('twoFactor.recoveryHint')}</p>
        <RecoveryCodeList codes={state.recoveryCodes} />
        <div className="tf-buttons tf-buttons--start">
          <Button onClick={() => void copyAndSay(state.recoveryCodes.join('\n'))}>{t('twoFactor.copyCodes')}</Button>
          <Button onClick={() => downloadRecoveryCodes(state.recoveryCodes)}>{t('twoFactor.download')}</Button>
        </div>
        <Button type="primary" size="large" onClick={onDone}>
          {t('twoFactor.saved')}
        </Button>
      </div>
    );
  }
  if (state.step === 'scan' && state.secret) {
    const { secret, otpauthUrl } = state.secret;
    return (
      <form className="pc-form pc-form--narrow" onSubmit={(e) => (e.preventDefault(), void s.confirm())} data-testid="totp-scan">
        <h2 className="pc-section__title">{t('twoFactor.scanTitle')}</h2>
        <div className="tf-scan">
          <TotpQr url={otpauthUrl} label={t('twoFactor.qrLabel')} size={160} />
          <div className="tf-scan__key">
            <p className="pc-muted">{t('twoFactor.keyLabel')}</p>
            <SecretText text={groupedSecret(secret)} />
            <Button size="small" onClick={() => void copyAndSay(secret)}>
              {t('twoFactor.copyKey')}
            </Button>
          </div>
        </div>
        <FormRow label={t('twoFactor.codeLabel')} hint={t('twoFactor.enableHint')}>
          <Input
            name="totp"
            size="large"
            value={state.code}
            onChange={(e) => s.setCode(e.target.value)}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('twoFactor.codePlaceholder')}
          />
        </FormRow>
        <Button type="primary" size="large" htmlType="submit" loading={s.isBusy}>
          {t('twoFactor.turnOn')}
        </Button>
      </form>
    );
  }
  return (
    <form className="pc-form pc-form--narrow" onSubmit={(e) => (e.preventDefault(), void s.start())} data-testid="totp-password">
      <p className="pc-muted">{t('twoFactor.passwordHint')}</p>
      <FormRow label={t('auth.password')}>
        <PasswordInput name="password" value={state.password} onChange={s.setPassword} placeholder={t('auth.passwordPlaceholder')} />
      </FormRow>
      <Button type="primary" size="large" htmlType="submit" loading={s.isBusy}>
        {t('twoFactor.continue')}
      </Button>
    </form>
  );
}
