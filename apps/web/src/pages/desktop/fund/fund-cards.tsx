import { Alert, Button, Empty, Pagination, Progress, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { FUND_PAGE_SIZE } from '@exchange/contracts';
import { Output } from '../../../features/format/output';
import type { TFund } from '../../../features/fund/fund-api';
import { ratePercent, soldPercent } from '../../../features/fund/fund-form';
import { fundStatusKey, fundTone } from '../../../features/fund/fund-labels';
import { useFunds } from '../../../features/fund/use-fund-data';
import { LtrNumber } from '../../../features/market/ltr-number';

type TProps = { page: number; onPage: (page: number) => void; now: number; onDetail: (fund: TFund) => void; onBuy: (fund: TFund) => void };

/** The funds as cards: rate, cycle, price, limit, the pool's progress, participants, rebates, status and reserve. */
export function FundCards({ page, onPage, now, onDetail, onBuy }: TProps) {
  const { t } = useTranslation();
  const funds = useFunds(page);
  if (funds.isError && !funds.data) {
    return <Alert type="error" showIcon title={t('fund.loadFailed')} action={<Button size="small" onClick={() => void funds.refetch()}>{t('fund.retry')}</Button>} />;
  }
  if (!funds.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (funds.data.list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fund.empty')} />;
  return (
    <>
      <ul className="pcf-cards" data-testid="fund-list" data-total={funds.data.totalRow}>
        {funds.data.list.map((fund) => {
          const tone = fundTone(fund, now);
          const sold = t('fund.value.sold', { sold: fund.soldShares, total: fund.totalShares });
          return (
            <li key={fund.id} className="pcf-card" data-testid="fund-card" data-fund-id={fund.id}>
              <div className="pcf-card__head">
                <h3 className="pcf-card__name">{fund.name}</h3>
                <span className={`pcf-badge pcf-badge--${tone}`}>{t(fundStatusKey(fund, now))}</span>
              </div>
              <div className="pcf-card__rate">
                <LtrNumber>{`${ratePercent(fund.dailyRate)}%`}</LtrNumber>
                <span className="pc-muted">{t('fund.field.dailyRate')}</span>
              </div>
              <dl className="pcf-card__terms">
                <div>
                  <dt>{t('fund.field.cycle')}</dt>
                  <dd>{t('fund.value.days', { n: fund.cycleDays })}</dd>
                </div>
                <div>
                  <dt>{t('fund.field.price')}</dt>
                  <dd><LtrNumber><Output value={fund.price} asset={fund.currency} /></LtrNumber></dd>
                </div>
                <div>
                  <dt>{t('fund.field.limit')}</dt>
                  <dd>{t('fund.value.shares', { n: fund.buyLimit })}</dd>
                </div>
                <div>
                  <dt>{t('fund.field.participants')}</dt>
                  <dd>{fund.participants}</dd>
                </div>
                <div>
                  <dt>{t('fund.field.rebates')}</dt>
                  <dd>
                    <LtrNumber>{`${ratePercent(fund.rebateRates[0])}% / ${ratePercent(fund.rebateRates[1])}% / ${ratePercent(fund.rebateRates[2])}%`}</LtrNumber>
                  </dd>
                </div>
                <div>
                  <dt>{t('fund.field.reserve')}</dt>
                  <dd className="pcf-reserved">{t('fund.value.fullyReserved')}</dd>
                </div>
              </dl>
              <div className="pcf-card__pool">
                <div className="pcf-card__pool-head">
                  <span>{t('fund.field.pool')}</span>
                  <LtrNumber><Output value={fund.totalAmount} asset={fund.currency} /></LtrNumber>
                </div>
                <Progress percent={soldPercent(fund)} size="small" aria-label={sold} />
                <span className="pc-muted">{sold}</span>
              </div>
              <div className="pcf-card__actions">
                <Button onClick={() => onDetail(fund)}>{t('fund.detail')}</Button>
                <Button type="primary" disabled={tone !== 'open'} onClick={() => onBuy(fund)} data-testid="fund-buy-open">
                  {tone === 'open' ? t('fund.buy') : t('fund.notOpen')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {funds.data.totalRow > FUND_PAGE_SIZE && (
        <Pagination className="pcf-pages" current={page} pageSize={FUND_PAGE_SIZE} total={funds.data.totalRow} onChange={onPage} showSizeChanger={false} />
      )}
    </>
  );
}
