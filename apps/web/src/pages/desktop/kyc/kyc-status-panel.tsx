import { Alert, Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TKycInfo } from '../../../features/kyc/kyc-api';
import { useCountries } from '../../../features/country/use-countries';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { PrivateImage } from '../../../features/files/private-image';

type TProps = { info: TKycInfo; screen: 'review' | 'rejected' | 'verified'; onAgain: () => void };

const TYPES = { review: 'info', rejected: 'error', verified: 'success' } as const;
const TITLES = { review: 'kyc.reviewTitle', rejected: 'kyc.rejectedTitle', verified: 'kyc.verifiedTitle' } as const;

/**
 * The desktop KYC page once something is submitted: under review, rejected (the operator's reason
 * and "submit again"), or verified, read-only, the ID number masked as the server sends it.
 */
export function KycStatusPanel({ info, screen, onAgain }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const { nameOf } = useCountries();
  const description =
    screen === 'rejected' ? (
      <span data-testid="kyc-reason">
        <strong>{t('kyc.reason')}: </strong>
        {info.reason}
      </span>
    ) : (
      t(screen === 'review' ? 'kyc.reviewText' : 'kyc.verifiedText')
    );
  const items = [
    { key: 'name', label: t('kyc.realName'), children: info.realName || '—' },
    { key: 'id', label: t('kyc.idNumber'), children: <bdi dir="ltr">{info.idNumber || '—'}</bdi> },
    { key: 'country', label: t('kyc.idCountry'), children: info.idCountry ? nameOf(info.idCountry) : '—' },
    { key: 'submitted', label: t('kyc.submittedAt'), children: info.submittedAt === null ? '—' : formatDateTime(info.submittedAt, lang) },
    ...(info.reviewedAt !== null && screen !== 'review' ? [{ key: 'reviewed', label: t('kyc.reviewedAt'), children: formatDateTime(info.reviewedAt, lang) }] : []),
  ];
  return (
    <div className="pc-kyc" data-testid={`kyc-${screen}`}>
      <Alert
        type={TYPES[screen]}
        showIcon
        role="status"
        message={<span className="pc-kyc__status-title">{t(TITLES[screen])}</span>}
        description={description}
        action={
          screen === 'rejected' ? (
            <Button type="primary" onClick={onAgain} data-testid="kyc-again">
              {t('kyc.submitAgain')}
            </Button>
          ) : undefined
        }
      />
      <Descriptions column={1} bordered size="middle" items={items} className="pc-kyc__data" />
      {info.frontImage && (
        <div className="pc-kyc__photos">
          <PrivateImage src={info.frontImage} alt={t('kyc.front')} className="pc-kyc__shot" width={240} height={160} testId="kyc-front-image" />
          <PrivateImage src={info.backImage} alt={t('kyc.back')} className="pc-kyc__shot" width={240} height={160} testId="kyc-back-image" />
        </div>
      )}
    </div>
  );
}
