import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SECONDS_ASSET } from '@exchange/contracts';
import { useContractAccount } from '../../../features/contract/use-contract-data';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';
import { useSecondsFeed } from '../../../features/seconds/use-seconds-data';
import { LoadFailed } from '../contract/load-failed';
import { usdtText } from '../contract/contract-text';
import { SecondsDetailModal } from './seconds-detail-modal';
import { SecondsOrdersSection } from './seconds-orders-section';
import '../assets/assets.css';
import '../trade/orders-table.css';
import '../contract/contract.css';
import './seconds.css';

/** The contract account's USDT the seconds orders draw on: available, and what is in use. */
function AccountFigures() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const account = useContractAccount();
  if (account.isError && !account.data) return <LoadFailed error={account.error} onRetry={() => void account.refetch()} />;
  const data = account.data;
  if (!data) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  const usdt = (value: string, testId: string): ReactNode => (
    <LtrNumber>
      <span data-testid={testId}>{usdtText(value, lang)}</span> <span className="pcc-account__unit">{SECONDS_ASSET}</span>
    </LtrNumber>
  );
  return (
    <div className="pcc-account__figures">
      <div className="pcc-account__equity">
        <span className="pc-muted">{t('seconds.available')}</span>
        <strong>{usdt(data.available, 'seconds-account-available')}</strong>
      </div>
      <dl className="pcc-account__list">
        <div>
          <dt>{t('pcSeconds.inUse')}</dt>
          <dd>{usdt(data.frozen, 'seconds-account-frozen')}</dd>
        </div>
      </dl>
      <p className="pc-muted pcs-account__hint">{t('pcSeconds.accountHint')}</p>
    </div>
  );
}

/**
 * /account/secondContract (SPEC §2): the user's seconds orders, open (counting down) and settled,
 * 10 a page, each with its detail and proof; and the contract account's USDT they draw on, with
 * the way to fill it.
 */
export function AccountSecondsPage() {
  const { t } = useTranslation();
  const [detailId, setDetailId] = useState<number | null>(null);
  useSecondsFeed();
  return (
    <>
      <section className="pc-card da-summary pcc-account" data-testid="seconds-account">
        <div className="da-head">
          <h1 className="pc-page__title">{t('pc.account.secondContract')}</h1>
          <div className="da-summary__actions">
            <Link to={`/account/transfer?type=1&coin=${SECONDS_ASSET}`} data-testid="seconds-account-transfer">
              <Button type="primary" size="large">
                {t('seconds.transfer')}
              </Button>
            </Link>
            <Link to="/secondContract">
              <Button size="large">{t('pcSeconds.toTrade')}</Button>
            </Link>
          </div>
        </div>
        <AccountFigures />
      </section>
      <section className="pc-card da-card" aria-labelledby="pcs-records-title">
        <h2 id="pcs-records-title" className="pc-page__title">
          {t('pcSeconds.records')}
        </h2>
        <SecondsOrdersSection isCompact onDetail={(o) => setDetailId(o.id)} />
      </section>
      <SecondsDetailModal orderId={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
