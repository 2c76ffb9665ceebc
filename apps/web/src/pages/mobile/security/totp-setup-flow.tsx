import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { groupedSecret } from '../../../features/two-factor/totp-setup';
import { copyAndSay, downloadRecoveryCodes, useTotpSetup } from '../../../features/two-factor/use-two-factor';
import { RecoveryCodeList, SecretText, TotpQr } from '../../../features/two-factor/totp-qr';
import { Field } from '../../../ui/mobile/field';
import { PasswordInput } from '../../../ui/mobile/password-input';

/** The set-up's three steps on the mobile screen: password, scan and confirm, the recovery codes. */
export function TotpSetupFlow({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const s = useTotpSetup();
  const { state } = s;
  if (state.step === 'codes') {
    return (
      <div className="m-form" data-testid="totp-recovery">
        <h2 className="m-form__title">{t('twoFactor.recoveryTitle')}</h2>
        <p className="m-form__hint">{t('twoFactor.recoveryHint')}</p>
        <RecoveryCodeList codes={state.recoveryCodes} />
        <div className="tf-buttons">
          <Button fill="outline" color="primary" onClick={() => void copyAndSay(state.recoveryCodes.join('\n'))}>
            {t('twoFactor.copyCodes')}
          </Button>
          <Button fill="outline" color="primary" onClick={() => downloadRecoveryCodes(state.recoveryCodes)}>
            {t('twoFactor.download')}
          </Button>
        </div>
        <Button block color="primary" size="large" className="m-form__submit" onClick={onDone}>
          {t('twoFactor.saved')}
        </Button>
      </div>
    );
  }
  if (state.step === 'scan' && state.secret) {
    const { secret, otpauthUrl } = state.secret;
    return (
      <form className="m-form" onSubmit={(e) => (e.preventDefault(), void s.confirm())} data-testid="totp-scan">
        <h2 className="m-form__title tf-title">{t('twoFactor.scanTitle')}</h2>
        <TotpQr url={otpauthUrl} label={t('twoFactor.qrLabel')} />
        <p className="m-form__hint">{t('twoFactor.keyLabel')}</p>
        <SecretText text={groupedSecret(secret)} />
        <div className="tf-buttons">
          <Button size="small" fill="outline" color="primary" onClick={() => void copyAndSay(secret)}>
            {t('twoFactor.copyKey')}
          </Button>
        </div>
        <Field label={t('twoFactor.codeLabel')}>
          <Input name="totp" value={state.code} onChange={s.setCode} maxLength={6} inputMode="numeric" autoComplete="one-time-code" placeholder={t('twoFactor.codePlaceholder')} />
        </Field>
        <p className="m-form__hint">{t('twoFactor.enableHint')}</p>
        <Button block color="primary" size="large" type="submit" loading={s.isBusy} className="m-form__submit">
          {t('twoFactor.turnOn')}
        </Button>
      </form>
    );
  }
  return (
    <form className="m-form" onSubmit={(e) => (e.preventDefault(), void s.start())} data-testid="totp-password">
      <p className="m-form__hint">{t('twoFactor.passwordHint')}</p>
      <Field label={t('auth.password')}>
        <PasswordInput name="password" value={state.password} onChange={s.setPassword} placeholder={t('auth.passwordPlaceholder')} />
      </Field>
      <Button block color="primary" size="large" type="submit" loading={s.isBusy} className="m-form__submit">
        {t('twoFactor.continue')}
      </Button>
    </form>
  );
}
