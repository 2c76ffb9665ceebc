import { useState } from 'react';
import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { assetRowOf } from '../../../../features/assets/asset-list';
import { chainDepositStatus, shownChainDeposits, type TChainDepositTone } from '../../../../features/assets/chain-deposits';
import { useWalletAssets } from '../../../../features/assets/use-assets';
import { useChainDeposits } from '../../../../features/assets/use-chain-deposits';
import { TxHashLink } from '../../../../features/assets/tx-hash-link';
import { assetScale } from '../../../../features/assets/catalog';
import { formatDateTime } from '../../../../features/format/format-date';
import { formatOutput } from '../../../../features/format/format-output';
import { Output } from '../../../../features/format/output';
import { useLocaleStore } from '../../../../features/locale/locale-store';
import { QueryState } from '../components/query-state';

type TProps = { currency: string; isWatched: boolean };

const TONE_COLORS: Record<TChainDepositTone, 'primary' | 'success' | 'warning'> = { progress: 'primary', done: 'success', warning: 'warning' };
/** Rows a "Show more" adds; the call gives at most 100 a page. */
const STEP = 10;
const MAX_ROWS = 100;

/**
 * "Deposits on the network": the deposits the exchange saw on its watched chains for this coin,
 * live (confirming n/required, credited, below the minimum; a row whose block left the chain goes),
 * with the coin's available balance, which follows each credit. Shown on a watched chain, and on
 * another one of the same coin only when there is something to show.
 */
export function ChainDepositList({ currency, isWatched }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [size, setSize] = useState(STEP);
  const deposits = useChainDeposits(currency, 1, size);
  const coin = useWalletAssets('coin');
  const rows = shownChainDeposits(deposits.data);
  if (!isWatched && rows.length === 0) return null;
  const available = coin.data ? assetRowOf(coin.data.list, currency).available : null;
  const hasMore = (deposits.data?.totalRow ?? 0) > rows.length && size < MAX_ROWS;
  return (
    <section className="ma-card ma-chain-deposits" data-testid="chain-deposits" aria-labelledby="chain-deposits-title">
      <div className="ma-chain-deposits__head">
        <h2 className="ma-card__title" id="chain-deposits-title">{t('assets.chain.listTitle')}</h2>
        {available !== null && (
          <span className="ma-muted" data-testid="deposit-available">
            {t('assets.availableAmount', { amount: formatOutput(available, lang, { scale: assetScale(currency) }), coin: currency })}
          </span>
        )}
      </div>
      <QueryState
        isLoading={deposits.isLoading}
        error={deposits.error}
        onRetry={() => void deposits.refetch()}
        isEmpty={rows.length === 0}
        emptyText={t('assets.chain.empty')}
      >
        <ul className="ma-records ma-chain-deposits__list">
          {rows.map((d) => {
            const status = chainDepositStatus(d);
            return (
              <li key={d.id} className="ma-record" data-testid="chain-deposit" data-status={d.status}>
                <div className="ma-record__head">
                  <span className="ma-record__title ma-money">
                    <bdi dir="ltr">
                      <Output value={d.amount} scale={MAX_ASSET_SCALE} /> {d.currency}
                    </bdi>
                  </span>
                  <Tag color={TONE_COLORS[status.tone]} fill="outline" className="ma-status" data-testid="chain-deposit-status">
                    {t(status.key, status.values)}
                  </Tag>
                </div>
                <div className="ma-record__foot">
                  <TxHashLink hash={d.txHash} url={d.explorerUrl} testId="chain-deposit-tx" />
                  <span>{formatDateTime(d.time, lang)}</span>
                </div>
              </li>
            );
          })}
        </ul>
        {hasMore && (
          <Button size="small" fill="none" color="primary" block onClick={() => setSize((n) => Math.min(MAX_ROWS, n + STEP))}>
            {t('assets.chain.showMore')}
          </Button>
        )}
      </QueryState>
    </section>
  );
}
