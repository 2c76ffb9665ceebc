import { useTranslation } from 'react-i18next';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { useDeposits } from '../../../../features/assets/use-assets';
import { PrivateImage } from '../../../../features/files/private-image';
import { formatDateTime } from '../../../../features/format/format-date';
import { Output } from '../../../../features/format/output';
import { useLocaleStore } from '../../../../features/locale/locale-store';
import { InfoRow } from '../components/info-row';
import { StatusTag } from '../components/status-tag';
import { PagedList } from './paged-list';

/** The user's declared deposits with their review status, newest first. */
export function DepositRecordList({ currency = '' }: { currency?: string }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const deposits = useDeposits(currency);
  return (
    <PagedList query={deposits}>
      {(rows) =>
        rows.map((d) => (
          <li key={d.id} className="ma-record" data-testid="deposit-record">
            <div className="ma-record__head">
              <span className="ma-record__title">
                <bdi dir="ltr">{d.currency}</bdi> · <span className="ma-muted">{d.chain}</span>
              </span>
              <StatusTag status={d.status} />
            </div>
            <InfoRow label={t('assets.amount')} isStrong>
              <bdi dir="ltr"><Output value={d.amount} scale={MAX_ASSET_SCALE} /></bdi>
            </InfoRow>
            <InfoRow label={t('assets.address')}>
              <bdi dir="ltr" className="ma-break">{d.address}</bdi>
            </InfoRow>
            <InfoRow label={t('assets.time')}>{formatDateTime(d.time, lang)}</InfoRow>
            {d.status === 2 && d.reason && <InfoRow label={t('assets.reason')}>{d.reason}</InfoRow>}
            {d.proof && (
              <PrivateImage className="ma-proof-link" src={d.proof} alt={t('assets.proof')} linkText={t('assets.viewProof')} />
            )}
          </li>
        ))
      }
    </PagedList>
  );
}
