import { Button, ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Output } from '../../../features/format/output';
import type { TFund } from '../../../features/fund/fund-api';
import { ratePercent, soldPercent } from '../../../features/fund/fund-form';
import { fundStatusKey, fundTone } from '../../../features/fund/fund-labels';

type TProps = { fund: TFund; now: number; isExpanded: boolean; onToggle: () => void; onBuy: () => void; buyLabel: string };

/** One fund: rate, cycle, price, limit, the pool's progress and status; its detail unfolds in place. */
export function FundCard({ fund, now, isExpanded, onToggle, onBuy, buyLabel }: TProps) {
  const { t } = useTranslation();
  const tone = fundTone(fund, now);
  const sold = t('fund.value.sold', { sold: fund.soldShares, total: fund.totalShares });
  const money = (value: string) => <bdi dir="ltr"><Output value={value} asset={fund.currency} /></bdi>;
  return (
    <li className="mf-card" data-testid="fund-card" data-fund-id={fund.id}>
      <div className="mf-card__head">
        <h2 className="mf-card__name">{fund.name}</h2>
        <span className={`mf-badge mf-badge--${tone}`}>{t(fundStatusKey(fund, now))}</span>
      </div>
      <div className="mf-card__main">
        <div>
          <div className="mf-card__rate"><bdi dir="ltr">{`${ratePercent(fund.dailyRate)}%`}</bdi></div>
          <div className="mf-muted">{t('fund.field.dailyRate')}</div>
        </div>
        <div>
          <div className="mf-card__value">{t('fund.value.days', { n: fund.cycleDays })}</div>
          <div className="mf-muted">{t('fund.field.cycle')}</div>
        </div>
        <div>
          <div className="mf-card__value">{money(fund.price)}</div>
          <div className="mf-muted">{t('fund.field.price')}</div>
        </div>
      </div>
      <ProgressBar percent={soldPercent(fund)} aria-hidden />
      <div className="mf-card__pool">
        <span className="mf-muted">{sold}</span>
        <span className="mf-reserved">{t('fund.value.fullyReserved')}</span>
      </div>
      {isExpanded && (
        <dl className="mf-lines" data-testid="fund-detail">
          <div>
            <dt>{t('fund.field.limit')}</dt>
            <dd>{t('fund.value.shares', { n: fund.buyLimit })}</dd>
          </div>
          <div>
            <dt>{t('fund.field.pool')}</dt>
            <dd>{money(fund.totalAmount)}</dd>
          </div>
          <div>
            <dt>{t('fund.field.participants')}</dt>
            <dd>{fund.participants}</dd>
          </div>
          <div>
            <dt>{t('fund.field.rebates')}</dt>
            <dd><bdi dir="ltr">{`${ratePercent(fund.rebateRates[0])}% / ${ratePercent(fund.rebateRates[1])}% / ${ratePercent(fund.rebateRates[2])}%`}</bdi></dd>
          </div>
          <div>
            <dt>{t('fund.field.totalReturn')}</dt>
            <dd>{money(fund.totalReturn)}</dd>
          </div>
          <div>
            <dt>{t('fund.field.reserve')}</dt>
            <dd>{t('fund.value.fullyReserved')}</dd>
          </div>
        </dl>
      )}
      {isExpanded && <p className="mf-muted mf-note">{t('fund.reserveHint')}</p>}
      <div className="mf-card__actions">
        <Button size="small" fill="outline" onClick={onToggle} aria-expanded={isExpanded}>
          {t('fund.detail')}
        </Button>
        <Button size="small" color="primary" disabled={tone !== 'open'} onClick={onBuy} data-testid="fund-buy-open">
          {tone === 'open' ? buyLabel : t('fund.notOpen')}
        </Button>
      </div>
    </li>
  );
}
