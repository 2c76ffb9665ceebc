import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADMIN_CHAIN_BALANCES, type ZChainWalletBalance } from '@exchange/contracts';
import { adminCall } from '../../../features/admin/admin-api';
import { AdminPage, formatUtc, ToneTag } from '../../../features/admin/admin-kit';
import { LoadError, Money, MONEY_KEYS } from '../../../features/admin/money-kit';

type TAsset = z.output<typeof ZChainWalletBalance>;

/** A balance read from the node, or a tag saying the node did not answer (never shown as 0). */
function OnChain({ value, asset }: { value: string | null; asset: string }): ReactNode {
  const { t } = useTranslation();
  return value === null ? <ToneTag tone="orange">{t('money.chain.noAnswer')}</ToneTag> : <Money value={value} asset={asset} />;
}

/**
 * Blocks the watcher may trail the head by in normal work: it polls every second or so, as blocks
 * come, so a block or two behind is its rhythm, not a fault. Beyond this the lag is flagged.
 */
const LAG_WARN_BLOCKS = 5;

/** The watcher's progress: the newest block it processed against the node's head, and how far behind it is. */
function WatcherProgress({ processed, head }: { processed: number | null; head: number | null }) {
  const { t } = useTranslation();
  if (processed === null) return <ToneTag tone="grey">{t('money.chain.notStarted')}</ToneTag>;
  if (head === null) return <span data-testid="chain-progress">{t('money.chain.processedNoHead', { processed })}</span>;
  const behind = Math.max(0, head - processed);
  const tone = behind === 0 ? 'green' : behind > LAG_WARN_BLOCKS ? 'orange' : 'grey';
  return (
    <span data-testid="chain-progress">
      {t('money.chain.processedOfHead', { processed, head })}{' '}
      <ToneTag tone={tone}>{behind === 0 ? t('money.chain.upToDate') : t('money.chain.behind', { blocks: behind })}</ToneTag>
    </span>
  );
}

/**
 * Chain wallets (issue 28 "Real chains"): per watched asset, what the hot and cold wallets hold on
 * chain (read from the node now) next to what the ledger says they hold, the credited deposits not
 * swept yet, the hot wallet's ceiling and the confirmations; the wallets' addresses and the
 * watcher's progress. Read only: money moves through the signer's durable jobs, not from here.
 * Without a configured chain every asset keeps the proof-upload path, and the page says so.
 */
export default function ChainWalletsPage() {
  const { t } = useTranslation();
  const chain = useQuery({ queryKey: [...MONEY_KEYS.chain], queryFn: () => adminCall(ADMIN_CHAIN_BALANCES, {}) });
  const data = chain.data;
  const mono = (text: string) => (text ? <span className="admin-mono">{text}</span> : '—');
  return (
    <AdminPage
      title={t('money.chain.title')}
      extra={
        <Button onClick={() => void chain.refetch()} loading={chain.isFetching} data-testid="chain-refresh">
          {t('money.chain.refresh')}
        </Button>
      }
    >
      {chain.isError ? <LoadError error={chain.error} /> : null}
      <p className="admin-muted">{t('money.chain.intro')}</p>
      {data && !data.configured ? <Alert type="info" showIcon title={t('money.chain.notConfigured')} data-testid="chain-not-configured" /> : null}
      {data?.configured ? (
        <Descriptions size="small" bordered column={1} style={{ marginBottom: 24 }} data-testid="chain-summary">
          <Descriptions.Item label={t('money.chain.network')}>{data.network}</Descriptions.Item>
          <Descriptions.Item label={t('money.chain.hotAddress')}>{mono(data.hotAddress)}</Descriptions.Item>
          <Descriptions.Item label={t('money.chain.coldAddress')}>{mono(data.coldAddress)}</Descriptions.Item>
          <Descriptions.Item label={t('money.chain.watcher')}>
            <WatcherProgress processed={data.processed} head={data.head} />
          </Descriptions.Item>
          <Descriptions.Item label={t('money.chain.processedAt')}>{formatUtc(data.processedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('money.chain.pending')}>{data.pending}</Descriptions.Item>
        </Descriptions>
      ) : null}
      {chain.isLoading || data?.configured ? (
        <Table<TAsset>
          rowKey="currency"
          size="small"
          loading={chain.isLoading}
          dataSource={data?.assets ?? []}
          pagination={false}
          scroll={{ x: true }}
          data-testid="chain-assets"
          columns={[
            { title: t('money.chain.col.asset'), key: 'asset', render: (_v, a) => <strong>{a.currency}</strong> },
            { title: t('money.chain.col.contract'), key: 'contract', render: (_v, a) => (a.contract ? mono(a.contract) : t('money.chain.native')) },
            { title: t('money.chain.col.hotOnChain'), key: 'hotOnChain', align: 'right', render: (_v, a) => <OnChain value={a.hotOnChain} asset={a.currency} /> },
            { title: t('money.chain.col.hotLedger'), key: 'hotLedger', align: 'right', render: (_v, a) => <Money value={a.hotLedger} asset={a.currency} /> },
            { title: t('money.chain.col.coldOnChain'), key: 'coldOnChain', align: 'right', render: (_v, a) => <OnChain value={a.coldOnChain} asset={a.currency} /> },
            { title: t('money.chain.col.coldLedger'), key: 'coldLedger', align: 'right', render: (_v, a) => <Money value={a.coldLedger} asset={a.currency} /> },
            { title: t('money.chain.col.depositWallets'), key: 'depositWallets', align: 'right', render: (_v, a) => <Money value={a.depositWalletsLedger} asset={a.currency} /> },
            { title: t('money.chain.col.hotMax'), key: 'hotMax', align: 'right', render: (_v, a) => (a.hotMax ? <Money value={a.hotMax} asset={a.currency} /> : t('money.chain.noMax')) },
            { title: t('money.chain.col.confirmations'), dataIndex: 'confirmations', align: 'right' },
          ]}
        />
      ) : null}
    </AdminPage>
  );
}
