import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { KYC_LIMITS, LIMITS } from '@exchange/contracts';
import type { useKyc } from '../../../features/kyc/use-kyc';
import { CountrySelect } from '../components/country-select';
import { KycPhotoBox } from './kyc-photo-box';
import { errorIdOf, KycRow } from './kyc-row';

type TProps = { kyc: ReturnType<typeof useKyc> };

/** The desktop KYC form over the shared hook: name, ID number, issuing country, both photos side by side. */
export function KycFormPanel({ kyc }: TProps) {
  const { t } = useTranslation();
  const { state, errors } = kyc;
  const aria = (id: string, isInvalid: boolean) => ({
    id,
    status: isInvalid ? ('error' as const) : undefined,
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': isInvalid ? errorIdOf(id) : undefined,
  });
  return (
    <form className="pc-form pc-kyc" noValidate onSubmit={(e) => (e.preventDefault(), void kyc.send())} data-testid="kyc-form">
      <p className="pc-muted">{t('kyc.intro')}</p>
      <KycRow id="pc-kyc-name" label={t('kyc.realName')} error={errors.realName}>
        <Input
          {...aria('pc-kyc-name', Boolean(errors.realName))}
          size="large"
          name="realName"
          autoComplete="name"
          value={state.realName}
          maxLength={KYC_LIMITS.nameMax}
          placeholder={t('kyc.realNamePlaceholder')}
          onChange={(e) => kyc.set('realName', e.target.value)}
        />
      </KycRow>
      <KycRow id="pc-kyc-id" label={t('kyc.idNumber')} error={errors.idNumber}>
        <Input
          {...aria('pc-kyc-id', Boolean(errors.idNumber))}
          size="large"
          name="idNumber"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={state.idNumber}
          maxLength={LIMITS.kycIdNumberMaxLength}
          placeholder={t('kyc.idNumberPlaceholder')}
          onChange={(e) => kyc.set('idNumber', e.target.value)}
        />
      </KycRow>
      <KycRow id="pc-kyc-country" label={t('kyc.idCountry')} error={errors.idCountry} hint={t('kyc.idCountryHint')}>
        <CountrySelect
          id="pc-kyc-country"
          value={state.idCountry}
          onChange={(code) => kyc.set('idCountry', code)}
          isInvalid={Boolean(errors.idCountry)}
          describedBy={errors.idCountry ? errorIdOf('pc-kyc-country') : undefined}
        />
      </KycRow>
      <div className="pc-kyc__photos">
        <KycPhotoBox side="front" photo={state.front} error={errors.front} onFile={(file) => kyc.pickPhoto('front', file)} />
        <KycPhotoBox side="back" photo={state.back} error={errors.back} onFile={(file) => kyc.pickPhoto('back', file)} />
      </div>
      <span className="pc-row__hint">{t('kyc.photoHint')}</span>
      <Button type="primary" size="large" htmlType="submit" loading={kyc.isSending} className="pc-kyc__submit" data-testid="kyc-submit">
        {t('kyc.submit')}
      </Button>
    </form>
  );
}
