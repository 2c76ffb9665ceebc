import { Button, Table, Tooltip, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_QUOTE_COIN, type TWallet } from '@exchange/contracts';
import { hideSmallAssets, searchAssets } from '../../../features/assets/asset-list';
import { isOnChain } from '../../../features/assets/catalog';
import type { TAssetRow } from '../../../features/assets/assets-types';
import { useWalletAssets } from '../../../features/assets/use-assets';
import { Output } from '../../../features/format/output';
import { CoinLabel } from './coin-label';
import { LoadError } from './load-error';
import { HIDDEN_AMOUNT } from './money-text';

type TProps = { wallet: TWallet; query: string; isHidingSmall: boolean; isMasked: boolean };

/**
 * The row actions: a coin-account asset can be deposited, withdrawn and moved; a contract one only
 * moved back. A coin on no chain (a launchpad token) shows deposit and withdrawal as unavailable,
 * with the reason on hover and focus.
 */
function RowActions({ wallet, currency }: { wallet: TWallet; currency: string }) {
  const { t } = useTranslation();
  const transferType = wallet === 'coin' ? 1 : 2;
  return (
    <span className="da-actions">
      {wallet === 'coin' &&
        (isOnChain(currency) ? (
          <>
            <Link to={`/account/recharge?coin=${currency}`}>{t('assets.deposit')}</Link>
            <Link to={`/account/withdrawel?coin=${currency}`}>{t('assets.withdraw')}</Link>
          </>
        ) : (
          <Tooltip title={t('assets.notOnChain')} trigger={['hover', 'focus']}>
            <span className="pc-muted" data-testid="coin-not-on-chain" tabIndex={0}>
              {t('assets.deposit')} · {t('assets.withdraw')}
              <span className="pc-sr-only">: {t('assets.notOnChain')}</span>
            </span>
          </Tooltip>
        ))}
      <Link to={`/account/transfer?coin=${currency}&type=${transferType}`}>{t('assets.transfer')}</Link>
    </span>
  );
}

/** One wallet's coins: available, frozen and USDT value (SPEC §2), searchable, small ones hideable (SPEC §9). */
export function AssetTable({ wallet, query, isHidingSmall, isMasked }: TProps) {
  const { t } = useTranslation();
  const assets = useWalletAssets(wallet);
  if (assets.isError) return <LoadError error={assets.error} onRetry={() => void assets.refetch()} />;
  const rows = searchAssets(hideSmallAssets(assets.data?.list ?? [], isHidingSmall), query);
  const money = (value: string) => (isMasked ? HIDDEN_AMOUNT : <bdi dir="ltr"><Output value={value} /></bdi>);
  const columns: TableColumnsType<TAssetRow> = [
    { key: 'coin', title: t('assets.coin'), render: (_, row) => <CoinLabel currency={row.currency} /> },
    { key: 'available', title: t('assets.available'), align: 'end', render: (_, row) => money(row.available) },
    { key: 'frozen', title: t('assets.frozen'), align: 'end', render: (_, row) => money(row.frozen) },
    { key: 'value', title: t('assets.valueIn', { coin: DEFAULT_QUOTE_COIN }), align: 'end', render: (_, row) => money(row.usdtValue) },
    { key: 'actions', title: t('dassets.actions'), align: 'end', className: 'da-nowrap', render: (_, row) => <RowActions wallet={wallet} currency={row.currency} /> },
  ];
  return (
    <div data-testid={`assets-table-${wallet}`}>
      <Table<TAssetRow>
        className="da-table"
        rowKey="currency"
        columns={columns}
        dataSource={rows}
        loading={assets.isPending}
        pagination={false}
        locale={{
          emptyText: assets.isPending ? ' ' : (
            <div className="da-empty">
              <span>{query || isHidingSmall ? t('assets.noMatch') : t('msg:noData')}</span>
              {wallet === 'coin' && !query && (
                <Link to="/account/recharge">
                  <Button type="primary">{t('assets.deposit')}</Button>
                </Link>
              )}
            </div>
          ),
        }}
      />
    </div>
  );
}
