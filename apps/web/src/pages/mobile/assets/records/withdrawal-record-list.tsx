import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import type { TWithdrawal } from '../../../../features/assets/assets-types';
import { TxHashLink } from '../../../../features/assets/tx-hash-link';
import { useWithdrawals } from '../../../../features/assets/use-assets';
import { useCancelWithdrawal } from '../../../../features/assets/use-assets-mutations';
import { formatDateTime } from '../../../../features/format/format-date';
import { formatOutput } from '../../../../features/format/format-output';
import { Output } from '../../../../features/format/output';
import { useLocaleStore } from '../../../../features/locale/locale-store';
import { InfoRow } from '../components/info-row';
import { StatusTag } from '../components/status-tag';
import { PagedList } from './paged-list';

/**
 * The user's withdrawals: amount, fee, actual arrival, what was frozen, status (4: being sent on
 * chain), the transaction (a link to the explorer when there is one); newest first. A pending one
 * can be cancelled (after a confirmation) until an operator takes it.
 */
export function WithdrawalRecordList({ currency = '' }: { currency?: string }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const withdrawals = useWithdrawals(currency);
  const cancel = useCancelWithdrawal();
  const askCancel = async (w: TWithdrawal) => {
    const isSure = await Dialog.confirm({
      title: t('withdrawSafety.cancelTitle'),
      content: t('withdrawSafety.cancelText', { amount: formatOutput(w.amount, lang, { scale: MAX_ASSET_SCALE }), coin: w.currency }),
      confirmText: t('withdrawSafety.cancelOk'),
      cancelText: t('withdrawSafety.keep'),
    });
    if (isSure) await cancel.submit(w.id);
  };
  return (
    <PagedList query={withdrawals}>
      {(rows) =>
        rows.map((w) => (
          <li key={w.id} className="ma-record" data-testid="withdrawal-record">
            <div className="ma-record__head">
              <span className="ma-record__title">
                <bdi dir="ltr">{w.currency}</bdi> · <span className="ma-muted">{w.chain}</span>
              </span>
              <StatusTag status={w.status} />
            </div>
            <InfoRow label={t('assets.amount')} isStrong>
              <span className="ma-money">
                <bdi dir="ltr" data-field="amount"><Output value={w.amount} scale={MAX_ASSET_SCALE} /></bdi> {w.currency}
              </span>
            </InfoRow>
            <InfoRow label={t('assets.fee')}>
              <span className="ma-money">
                <bdi dir="ltr" data-field="fee"><Output value={w.fee} scale={MAX_ASSET_SCALE} /></bdi> {w.currency}
              </span>
            </InfoRow>
            <InfoRow label={t('assets.arrival')}>
              <span className="ma-money">
                <bdi dir="ltr" data-field="arrival"><Output value={w.arrival} scale={MAX_ASSET_SCALE} /></bdi> {w.currency}
              </span>
            </InfoRow>
            {(w.status === 0 || w.status === 4 || w.status === 1) && (
              // amount + fee: frozen while pending or being sent, then paid out (a rejection or a failure on chain returns it).
              <InfoRow label={w.status === 1 ? t('assets.totalDeducted') : t('assets.frozen')}>
                <span className="ma-money">
                  <bdi dir="ltr" data-field="total"><Output value={w.total} scale={MAX_ASSET_SCALE} /></bdi> {w.currency}
                </span>
              </InfoRow>
            )}
            <InfoRow label={t('assets.address')}>
              <bdi dir="ltr" className="ma-break">{w.address}</bdi>
            </InfoRow>
            {w.memo && (
              <InfoRow label={t('assets.memo')}>
                <bdi dir="ltr">{w.memo}</bdi>
              </InfoRow>
            )}
            {w.remark && w.remark !== w.memo && <InfoRow label={t('assets.note')}>{w.remark}</InfoRow>}
            <InfoRow label={t('assets.time')}>{formatDateTime(w.time, lang)}</InfoRow>
            {w.txHash && (
              <InfoRow label={t('assets.chain.txHash')}>
                <TxHashLink hash={w.txHash} url={w.explorerUrl} testId="withdrawal-tx" />
              </InfoRow>
            )}
            {w.status === 2 && w.reason && <InfoRow label={t('assets.reason')}>{w.reason}</InfoRow>}
            {w.status === 0 && (
              <Button size="small" fill="outline" color="danger" onClick={() => void askCancel(w)} loading={cancel.isPending} data-testid="withdrawal-cancel">
                {t('withdrawSafety.cancel')}
              </Button>
            )}
          </li>
        ))
      }
    </PagedList>
  );
}
