import { useState } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_ASSET_SCALE, type TChainDeposit } from '@exchange/contracts';
import { assetRowOf } from '../../../features/assets/asset-list';
import { assetScale } from '../../../features/assets/catalog';
import { chainDepositStatus, type TChainDepositTone } from '../../../features/assets/chain-deposits';
import { TxHashLink } from '../../../features/assets/tx-hash-link';
import { useWalletAssets } from '../../../features/assets/use-assets';
import { useChainDeposits } from '../../../features/assets/use-chain-deposits';
import { formatDateTime } from '../../../features/format/format-date';
import { formatOutput } from '../../../features/format/format-output';
import { Output } from '../../../features/format/output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { RecordsTable } from './records-table';

const TONE_COLORS: Record<TChainDepositTone, string> = { progress: 'processing', done: 'success', warning: 'warning' };

/**
 * "Deposits on the network" (POST /user/deposit/chainList): the deposits the exchange saw on its
 * watched chains for this coin, live from the `deposits` topic (confirming n/required, credited,
 * below the minimum; a row whose block left the chain goes), 10 a page, with the coin's available
 * balance, which follows each credit. Shown on a watched chain, and on another one of the same coin
 * only when there is something to show.
 */
export function ChainDepositRecords({ currency, isWatched }: { currency: string; isWatched: boolean }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [pageNo, setPageNo] = useState(1);
  const records = useChainDeposits(currency, pageNo);
  const coin = useWalletAssets('coin');
  if (!isWatched && !records.data?.list.length) return null;
  const available = coin.data ? assetRowOf(coin.data.list, currency).available : null;
  const columns: TableColumnsType<TChainDeposit> = [
    { key: 'time', title: t('assets.time'), className: 'da-nowrap', render: (_, r) => <bdi>{formatDateTime(r.time, lang)}</bdi> },
    {
      key: 'amount',
      title: t('assets.amount'),
      align: 'end',
      className: 'da-nowrap',
      render: (_, r) => (
        <bdi dir="ltr">
          <Output value={r.amount} scale={MAX_ASSET_SCALE} /> {r.currency}
        </bdi>
      ),
    },
    { key: 'chain', title: t('assets.network'), dataIndex: 'chain' },
    {
      key: 'status',
      title: t('dassets.status'),
      render: (_, r) => {
        const status = chainDepositStatus(r);
        return (
          <Tag color={TONE_COLORS[status.tone]} className="da-status" data-testid="chain-deposit-status" data-status={r.status}>
            {t(status.key, status.values)}
          </Tag>
        );
      },
    },
    { key: 'tx', title: t('assets.chain.txHash'), render: (_, r) => <TxHashLink hash={r.txHash} url={r.explorerUrl} className="da-tx" testId="chain-deposit-tx" /> },
  ];
  return (
    <section className="pc-card da-card" data-testid="chain-deposits">
      <div className="da-head">
        <h2 className="pc-section__title">{t('assets.chain.listTitle')}</h2>
        {available !== null && (
          <span className="da-field__extra" data-testid="deposit-available">
            {t('assets.availableAmount', { amount: formatOutput(available, lang, { scale: assetScale(currency) }), coin: currency })}
          </span>
        )}
      </div>
      <RecordsTable records={records} columns={columns} pageNo={pageNo} onPage={setPageNo} rowTestId="chain-deposit" emptyText={t('assets.chain.empty')} />
    </section>
  );
}
