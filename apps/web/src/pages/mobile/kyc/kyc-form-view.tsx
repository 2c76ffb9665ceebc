import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { KYC_LIMITS, LIMITS } from '@exchange/contracts';
import type { useKyc } from '../../../features/kyc/use-kyc';
import { kycErrorText } from '../../../features/kyc/kyc-error-text';
import { CountryField } from '../components/country-picker';
import { errorIdOf, KycField } from './kyc-field';
import { KycPhoto } from './kyc-photo';

type TProps = { kyc: ReturnType<typeof useKyc> };

/** The mobile KYC form over the shared hook: name, ID number, issuing country, both photos. */
export function KycFormView({ kyc }: TProps) {
  const { t } = useTranslation();
  const { state, errors } = kyc;
  const aria = (id: string, isInvalid: boolean) => ({ id, 'aria-invalid': isInvalid || undefined, 'aria-describedby': isInvalid ? errorIdOf(id) : undefined });
  return (
    <form className="m-form m-kyc" noValidate onSubmit={(e) => (e.preventDefault(), void kyc.send())} data-testid="kyc-form">
      <p className="m-form__hint">{t('kyc.intro')}</p>
      <KycField id="kyc-name" label={t('kyc.realName')} error={errors.realName}>
        <input
          {...aria('kyc-name', Boolean(errors.realName))}
          className="m-input"
          name="realName"
          autoComplete="name"
          value={state.realName}
          maxLength={KYC_LIMITS.nameMax}
          placeholder={t('kyc.realNamePlaceholder')}
          onChange={(e) => kyc.set('realName', e.target.value)}
        />
      </KycField>
      <KycField id="kyc-id" label={t('kyc.idNumber')} error={errors.idNumber}>
        <input
          {...aria('kyc-id', Boolean(errors.idNumber))}
          className="m-input"
          name="idNumber"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={state.idNumber}
          maxLength={LIMITS.kycIdNumberMaxLength}
          placeholder={t('kyc.idNumberPlaceholder')}
          onChange={(e) => kyc.set('idNumber', e.target.value)}
        />
      </KycField>
      <CountryField value={state.idCountry} onChange={(code) => kyc.set('idCountry', code)} label={t('kyc.idCountry')} hint={errors.idCountry ? undefined : t('kyc.idCountryHint')} />
      {errors.idCountry && (
        <span className="m-field__error" data-testid="field-error">
          {kycErrorText(t, errors.idCountry)}
        </span>
      )}
      <div className="m-kyc__photos">
        <KycPhoto side="front" photo={state.front} error={errors.front} onFile={(file) => kyc.pickPhoto('front', file)} />
        <KycPhoto side="back" photo={state.back} error={errors.back} onFile={(file) => kyc.pickPhoto('back', file)} />
      </div>
      <p className="m-kyc__hint">{t('kyc.photoHint')}</p>
      <Button className="m-form__submit" block color="primary" size="large" type="submit" loading={kyc.isSending} data-testid="kyc-submit">
        {t('kyc.submit')}
      </Button>
    </form>
  );
}
