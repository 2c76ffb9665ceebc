import type { ReactNode } from 'react';
import { Button, Modal, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../features/format/format-date';
import { Output } from '../../../features/format/output';
import type { TFund } from '../../../features/fund/fund-api';
import { ratePercent, soldPercent } from '../../../features/fund/fund-form';
import { fundStatusKey, fundTone } from '../../../features/fund/fund-labels';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';

type TProps = { fund: TFund | null; now: number; onClose: () => void; onBuy: (fund: TFund) => void };

/** One fund in full: terms, pool, rebates, the purchase window and its reserve. */
export function FundDetailModal({ fund, now, onClose, onBuy }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  if (!fund) return null;
  const isOpen = fundTone(fund, now) === 'open';
  const row = (label: string, value: ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <Modal
      open
      onCancel={onClose}
      title={fund.name}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('fund.close')}
        </Button>,
        <Button key="buy" type="primary" disabled={!isOpen} onClick={() => onBuy(fund)}>
          {t('fund.buy')}
        </Button>,
      ]}
    >
      <dl className="pcf-lines" data-testid="fund-detail">
        {row(t('fund.field.status'), t(fundStatusKey(fund, now)))}
        {row(t('fund.field.dailyRate'), <LtrNumber>{`${ratePercent(fund.dailyRate)}%`}</LtrNumber>)}
        {row(t('fund.field.cycle'), t('fund.value.days', { n: fund.cycleDays }))}
        {row(t('fund.field.price'), <LtrNumber><Output value={fund.price} asset={fund.currency} /></LtrNumber>)}
        {row(t('fund.field.totalReturn'), <LtrNumber><Output value={fund.totalReturn} asset={fund.currency} /></LtrNumber>)}
        {row(t('fund.field.limit'), t('fund.value.shares', { n: fund.buyLimit }))}
        {row(t('fund.field.pool'), <LtrNumber><Output value={fund.totalAmount} asset={fund.currency} /></LtrNumber>)}
        {row(t('fund.field.participants'), fund.participants)}
        {row(
          t('fund.field.rebates'),
          t('fund.value.rebates', { l1: ratePercent(fund.rebateRates[0]), l2: ratePercent(fund.rebateRates[1]), l3: ratePercent(fund.rebateRates[2]) }),
        )}
        {row(
          t('fund.field.period'),
          <LtrNumber>{`${formatDateTime(fund.startTime, lang)} – ${formatDateTime(fund.endTime, lang)}`}</LtrNumber>,
        )}
        {row(t('fund.field.reserve'), t('fund.value.fullyReserved'))}
      </dl>
      <Progress percent={soldPercent(fund)} showInfo={false} aria-label={t('fund.value.sold', { sold: fund.soldShares, total: fund.totalShares })} />
      <p className="pc-muted">{t('fund.value.sold', { sold: fund.soldShares, total: fund.totalShares })}</p>
      <p className="pc-muted pcf-note">{t('fund.reserveHint')}</p>
      <p className="pc-muted pcf-note">{t('fund.payoutHint')}</p>
    </Modal>
  );
}
