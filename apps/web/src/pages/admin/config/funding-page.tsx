import { useState } from 'react';
import { Button, Form, Input, Modal, Radio, Select, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADMIN_FUNDING, ADMIN_FUNDING_CAPITAL, ADMIN_FUNDING_TRANSFER, FUNDED_ACCOUNTS, LIMITS, type TFundedAccount, type ZFundingMove } from '@exchange/contracts';
import { adminCall, errorText } from '../../../features/admin/admin-api';
import { AdminPage, FormError, formatUtc, ReasonField, useAdminWrite } from '../../../features/admin/admin-kit';
import { useCan } from '../../../features/admin/use-admin-me';
import { LoadError, Money, MONEY_KEYS } from '../../../features/admin/money-kit';

type TMove = z.output<typeof ZFundingMove>;
type TDialog = { kind: 'capital' } | { kind: 'transfer'; account: TFundedAccount; direction: 'in' | 'out'; asset: string };
type TValues = { asset: string; amount: string; reference: string; reason: string; account: TFundedAccount; direction: 'in' | 'out' };

/** The dialog of a capital booking or a transfer: amount, reference and reason; the server refuses what the paying account cannot cover. */
function MoveDialog({ dialog, assets, onClose }: { dialog: TDialog; assets: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const capital = useAdminWrite(ADMIN_FUNDING_CAPITAL, [MONEY_KEYS.funding]);
  const transfer = useAdminWrite(ADMIN_FUNDING_TRANSFER, [MONEY_KEYS.funding]);
  const [error, setError] = useState('');
  const isCapital = dialog.kind === 'capital';
  const submit = async () => {
    // Invalid fields show their messages; nothing is sent.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setError('');
    try {
      if (isCapital) await capital.mutateAsync({ asset: v.asset, amount: v.amount.trim(), reference: v.reference.trim(), reason: v.reason.trim() });
      else await transfer.mutateAsync({ account: v.account, direction: v.direction, asset: v.asset, amount: v.amount.trim(), reference: v.reference.trim(), reason: v.reason.trim() });
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  const accountLabel = (account: string) => t(`money.funding.account.${account}`);
  return (
    <Modal
      open
      title={isCapital ? t('money.funding.capitalTitle') : t('money.funding.transferTitle')}
      okText={t('shell.confirm')}
      cancelText={t('shell.cancel')}
      confirmLoading={capital.isPending || transfer.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="funding-form" initialValues={dialog.kind === 'transfer' ? { account: dialog.account, direction: dialog.direction, asset: dialog.asset } : { asset: 'USDT' }}>
        {isCapital ? (
          <p className="admin-muted">{t('money.funding.capitalNote')}</p>
        ) : (
          <>
            <Form.Item name="direction" label={t('money.funding.direction')} rules={[{ required: true }]}>
              <Radio.Group
                options={[
                  { value: 'in', label: t('money.funding.in') },
                  { value: 'out', label: t('money.funding.out') },
                ]}
              />
            </Form.Item>
            <Form.Item name="account" label={t('money.funding.target')} rules={[{ required: true, message: t('money.funds.form.required') }]}>
              <Select options={FUNDED_ACCOUNTS.map((a) => ({ value: a, label: accountLabel(a) }))} />
            </Form.Item>
          </>
        )}
        <Space wrap size="middle" align="start">
          <Form.Item name="asset" label={t('money.funding.asset')} rules={[{ required: true, message: t('money.funds.form.required') }]}>
            <Select style={{ width: 120 }} options={assets.map((a) => ({ value: a, label: a }))} />
          </Form.Item>
          <Form.Item name="amount" label={t('money.funding.amount')} rules={[{ required: true, pattern: /^\d{1,18}(\.\d{1,18})?$/, message: t('money.funds.form.amountRule') }]}>
            <Input style={{ width: 180 }} data-testid="funding-amount" />
          </Form.Item>
        </Space>
        <Form.Item name="reference" label={t('money.funding.reference')} extra={t('money.funding.referenceHint')} rules={[{ required: true, whitespace: true, max: 100, message: t('money.funding.referenceRule') }]}>
          <Input maxLength={LIMITS.fundingReferenceMaxLength} data-testid="funding-reference" />
        </Form.Item>
        <ReasonField rows={2} />
      </Form>
      <FormError error={error} />
    </Modal>
  );
}

/** Funding (issue 18): the operator funding account and the accounts it funds, moved by recorded ledger transfers (never a balance edit). */
export default function FundingPage() {
  const { t } = useTranslation();
  const canMove = useCan('funding.transfer');
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const funding = useQuery({ queryKey: [...MONEY_KEYS.funding], queryFn: () => adminCall(ADMIN_FUNDING, {}) });
  const balances = funding.data?.balances ?? [];
  const assets = [...new Set(['USDT', ...balances.map((b) => b.asset)])];
  const accountLabel = (account: string) => (t(`money.funding.account.${account}`, { defaultValue: account }) as string);

  return (
    <AdminPage
      title={t('money.funding.title')}
      extra={
        canMove ? (
          <Space>
            <Button onClick={() => setDialog({ kind: 'capital' })} data-testid="funding-capital">
              {t('money.funding.capital')}
            </Button>
            <Button type="primary" onClick={() => setDialog({ kind: 'transfer', account: 'contract_house', direction: 'in', asset: 'USDT' })} data-testid="funding-transfer">
              {t('money.funding.transfer')}
            </Button>
          </Space>
        ) : null
      }
    >
      {funding.isError ? <LoadError error={funding.error} /> : null}
      <p className="admin-muted">{t('money.funding.intro')}</p>
      <Table
        rowKey={(b) => `${b.account}:${b.asset}`}
        size="small"
        loading={funding.isLoading}
        dataSource={balances}
        pagination={false}
        style={{ marginBottom: 24 }}
        columns={[
          {
            title: t('money.funding.col.account'),
            key: 'account',
            render: (_v, b) => (b.account === 'operator_funding' ? <strong>{accountLabel(b.account)}</strong> : accountLabel(b.account)),
          },
          { title: t('money.funding.col.asset'), dataIndex: 'asset' },
          { title: t('money.funding.col.balance'), key: 'balance', align: 'right', render: (_v, b) => <Money value={b.balance} /> },
          {
            title: t('money.common.actions'),
            key: 'actions',
            render: (_v, b) =>
              canMove && b.account !== 'operator_funding' ? (
                <Space>
                  <Button size="small" onClick={() => setDialog({ kind: 'transfer', account: b.account as TFundedAccount, direction: 'in', asset: b.asset })}>
                    {t('money.funding.fund')}
                  </Button>
                  <Button size="small" onClick={() => setDialog({ kind: 'transfer', account: b.account as TFundedAccount, direction: 'out', asset: b.asset })}>
                    {t('money.funding.takeBack')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <h2 className="admin-subtitle">{t('money.funding.moves')}</h2>
      <Table<TMove>
        rowKey="id"
        size="small"
        dataSource={funding.data?.moves ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: t('money.funding.col.time'), key: 'time', render: (_v, m) => formatUtc(m.createdAt) },
          { title: t('money.funding.col.type'), key: 'type', render: (_v, m) => <Tag>{t(`money.funding.type.${m.type}`)}</Tag> },
          { title: t('money.funding.col.from'), key: 'from', render: (_v, m) => accountLabel(m.from) },
          { title: t('money.funding.col.to'), key: 'to', render: (_v, m) => accountLabel(m.to) },
          { title: t('money.funding.col.amount'), key: 'amount', align: 'right', render: (_v, m) => <Money value={m.amount} asset={m.asset} /> },
          { title: t('money.funding.col.reference'), dataIndex: 'reference' },
          { title: t('money.funding.col.memo'), dataIndex: 'memo', ellipsis: true },
        ]}
      />
      {dialog ? <MoveDialog dialog={dialog} assets={assets} onClose={() => setDialog(null)} /> : null}
    </AdminPage>
  );
}
