import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTRACT_QUOTE } from '@exchange/contracts';
import { useContractAccount } from '../../../features/contract/use-contract-data';
import { formatNumber } from '../../../features/format/format-number';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';
import { AssetRecords } from '../assets/asset-records';
import { LoadFailed } from './load-failed';
import { ProfitText, usdtText } from './contract-text';
import '../assets/assets.css';
import './contract.css';

/** SPEC §3 record type 2: the contract's entries of the asset records. */
const CONTRACT_RECORDS = 2;

/** The contract account's figures: equity, available, margin in use, unrealized P/L and open positions. */
function AccountFigures() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const account = useContractAccount();
  if (account.isError && !account.data) return <LoadFailed error={account.error} onRetry={() => void account.refetch()} />;
  const data = account.data;
  if (!data) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  const usdt = (value: string) => (
    <LtrNumber>
      {usdtText(value, lang)} <span className="pcc-account__unit">{CONTRACT_QUOTE}</span>
    </LtrNumber>
  );
  const figures: { id: string; label: string; value: ReactNode }[] = [
    { id: 'available', label: t('contract.account.available'), value: usdt(data.available) },
    { id: 'frozen', label: t('contract.account.frozen'), value: usdt(data.frozen) },
    { id: 'unrealized', label: t('contract.account.unrealized'), value: <ProfitText value={data.unrealizedProfit} lang={lang} /> },
    { id: 'positions', label: t('contract.account.positions'), value: <LtrNumber>{formatNumber(data.positions, lang)}</LtrNumber> },
  ];
  return (
    <div className="pcc-account__figures">
      <div className="pcc-account__equity" data-testid="contract-equity">
        <span className="pc-muted">{t('contract.account.equity')}</span>
        <strong>{usdt(data.equity)}</strong>
      </div>
      <dl className="pcc-account__list">
        {figures.map((f) => (
          <div key={f.id} data-figure={f.id} data-testid={`contract-${f.id}`}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * /account/contract (SPEC §2): the contract account in USDT (equity = available + margin in use +
 * unrealized P/L, live while positions are open), the ways to fill it and to trade, and its asset
 * records (record type 2: margins, fees, settlements, transfers).
 */
export function AccountContractPage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="pc-card da-summary pcc-account" data-testid="contract-account">
        <div className="da-head">
          <h1 className="pc-page__title">{t('contract.account.title')}</h1>
          <div className="da-summary__actions">
            <Link to={`/account/transfer?type=1&coin=${CONTRACT_QUOTE}`}>
              <Button type="primary" size="large">
                {t('contract.transfer')}
              </Button>
            </Link>
            <Link to="/contract">
              <Button size="large">{t('pcContract.toTrade')}</Button>
            </Link>
          </div>
        </div>
        <AccountFigures />
      </section>
      <section className="pc-card da-card" aria-labelledby="pcc-records-title">
        <h2 id="pcc-records-title" className="pc-page__title">
          {t('contract.account.records')}
        </h2>
        <AssetRecords initialType={CONTRACT_RECORDS} />
      </section>
    </>
  );
}
