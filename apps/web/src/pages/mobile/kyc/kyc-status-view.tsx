import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TKycInfo } from '../../../features/kyc/kyc-api';
import { useCountries } from '../../../features/country/use-countries';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { PrivateImage } from '../../../features/files/private-image';

type TProps = { info: TKycInfo; screen: 'review' | 'rejected' | 'verified'; onAgain: () => void };

const TITLES = { review: 'kyc.reviewTitle', rejected: 'kyc.rejectedTitle', verified: 'kyc.verifiedTitle' } as const;
const TEXTS = { review: 'kyc.reviewText', rejected: null, verified: 'kyc.verifiedText' } as const;

/**
 * The mobile KYC page once something is submitted: under review, rejected (with the operator's
 * reason and "submit again"), or verified, read-only. The ID number is shown masked, as the server
 * sends it; the photos come through the owner-only file route.
 */
export function KycStatusView({ info, screen, onAgain }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const { nameOf } = useCountries();
  const text = TEXTS[screen];
  const rows: [string, React.ReactNode][] = [
    [t('kyc.realName'), info.realName || '—'],
    [t('kyc.idNumber'), <bdi dir="ltr" key="id">{info.idNumber || '—'}</bdi>],
    [t('kyc.idCountry'), info.idCountry ? nameOf(info.idCountry) : '—'],
    [t('kyc.submittedAt'), info.submittedAt === null ? '—' : formatDateTime(info.submittedAt, lang)],
  ];
  if (info.reviewedAt !== null && screen !== 'review') rows.push([t('kyc.reviewedAt'), formatDateTime(info.reviewedAt, lang)]);
  return (
    <div className="m-kyc" data-testid={`kyc-${screen}`}>
      <section className={`m-card m-kyc__status m-kyc__status--${screen}`} role="status">
        <h2 className="m-card__title">{t(TITLES[screen])}</h2>
        {text && <p className="m-kyc__text">{t(text)}</p>}
        {screen === 'rejected' && (
          <p className="m-kyc__reason" data-testid="kyc-reason">
            <span className="m-kyc__reason-label">{t('kyc.reason')}: </span>
            {info.reason}
          </p>
        )}
        {screen === 'rejected' && (
          <Button block color="primary" onClick={onAgain} data-testid="kyc-again">
            {t('kyc.submitAgain')}
          </Button>
        )}
      </section>
      <section className="m-card">
        <dl className="m-kyc__data">
          {rows.map(([label, value]) => (
            <div className="m-kyc__row" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {info.frontImage && (
          <div className="m-kyc__photos">
            <PrivateImage src={info.frontImage} alt={t('kyc.front')} className="m-kyc__shot" width={150} height={100} testId="kyc-front-image" />
            <PrivateImage src={info.backImage} alt={t('kyc.back')} className="m-kyc__shot" width={150} height={100} testId="kyc-back-image" />
          </div>
        )}
      </section>
    </div>
  );
}
