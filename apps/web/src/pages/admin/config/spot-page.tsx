import { Form, Input, InputNumber, Select, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADMIN_SPOT_ADD, ADMIN_SPOT_MARKETS, LIMITS, type ZAdminSpotMarket } from '@exchange/contracts';
import { adminCall } from '../../../features/admin/admin-api';
import { AdminPage, formatUtc, ReasonButton, useAdminWrite } from '../../../features/admin/admin-kit';
import { useCan } from '../../../features/admin/use-admin-me';
import { CONFIG_KEYS, LoadError } from '../../../features/admin/config-kit';

type TSpotMarket = z.output<typeof ZAdminSpotMarket>;

const DECIMAL = /^\d+(\.\d+)?$/;

/** Spot markets: the catalogue, and listing a market for an asset already listed (a launchpad token). */
export default function SpotPage() {
  const { t } = useTranslation();
  const mayAdd = useCan('spot.add');
  const markets = useQuery({ queryKey: [...CONFIG_KEYS.spot], queryFn: () => adminCall(ADMIN_SPOT_MARKETS, {}) });
  const add = useAdminWrite(ADMIN_SPOT_ADD, [CONFIG_KEYS.spot]);
  const optional = (text: string | undefined) => (text && text.trim() ? text.trim() : undefined);
  const decimalRule = { pattern: DECIMAL, message: t('config.common.decimalRule') };

  const addButton = mayAdd ? (
    <ReasonButton
      type="primary"
      label={t('config.spot.add')}
      title={t('config.spot.addTitle')}
      testId="spot-add"
      extraFields={
        <>
          <Typography.Paragraph type="secondary">{t('config.spot.addNote')}</Typography.Paragraph>
          <Form.Item name="base" label={t('config.spot.base')} rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9]{1,9}$/, message: t('config.spot.baseRule') }]}>
            <Input maxLength={LIMITS.coinSymbolMaxLength} />
          </Form.Item>
          <Form.Item name="quote" label={t('config.spot.quote')} initialValue="USDT" rules={[{ required: true }]}>
            <Select options={['USDT', 'BTC', 'ETH'].map((q) => ({ value: q, label: q }))} />
          </Form.Item>
          <Form.Item name="pricePrecision" label={t('config.spot.pricePrecision')} rules={[{ required: true, message: t('config.spot.precisionRule') }]}>
            <InputNumber min={0} max={12} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="quantityPrecision" label={t('config.spot.quantityPrecision')} rules={[{ required: true, message: t('config.spot.precisionRule') }]}>
            <InputNumber min={0} max={12} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="minOrderValue" label={t('config.spot.minOrder')} rules={[decimalRule]} extra={t('config.spot.defaultHint')}>
            <Input />
          </Form.Item>
          <Form.Item name="maxOrderValue" label={t('config.spot.maxOrder')} rules={[decimalRule]} extra={t('config.spot.defaultHint')}>
            <Input />
          </Form.Item>
          <Form.Item name="makerFee" label={t('config.spot.makerFee')} rules={[decimalRule]} extra={t('config.spot.feeHint')}>
            <Input />
          </Form.Item>
          <Form.Item name="takerFee" label={t('config.spot.takerFee')} rules={[decimalRule]} extra={t('config.spot.feeHint')}>
            <Input />
          </Form.Item>
        </>
      }
      onConfirm={(reason, values) =>
        add.mutateAsync({
          base: values.base,
          quote: values.quote,
          pricePrecision: Number(values.pricePrecision),
          quantityPrecision: Number(values.quantityPrecision),
          minOrderValue: optional(values.minOrderValue),
          maxOrderValue: optional(values.maxOrderValue),
          makerFee: optional(values.makerFee),
          takerFee: optional(values.takerFee),
          reason,
        })
      }
    />
  ) : null;

  const columns = [
    { title: t('config.spot.symbol'), key: 'symbol', render: (m: TSpotMarket) => <strong>{`${m.base}/${m.quote}`}</strong> },
    { title: t('config.spot.pricePrecision'), dataIndex: 'pricePrecision' },
    { title: t('config.spot.quantityPrecision'), dataIndex: 'quantityPrecision' },
    { title: t('config.spot.orderValue'), key: 'value', render: (m: TSpotMarket) => `${m.minOrderValue} – ${m.maxOrderValue} ${m.quote}` },
    { title: t('config.spot.makerFee'), dataIndex: 'makerFee' },
    { title: t('config.spot.takerFee'), dataIndex: 'takerFee' },
    {
      title: t('config.spot.origin'),
      key: 'origin',
      render: (m: TSpotMarket) => (m.addedBy ? <span className="admin-mono">{`${formatUtc(m.addedAt)} · ${m.addedBy}`}</span> : <Tag>{t('config.spot.fixed')}</Tag>),
    },
  ];

  return (
    <>
      <AdminPage title={t('config.spot.title')} extra={addButton}>
        <Typography.Paragraph type="secondary">{t('config.spot.intro')}</Typography.Paragraph>
        {markets.error ? <LoadError error={markets.error} /> : null}
        <Table<TSpotMarket> rowKey="symbol" size="middle" loading={markets.isLoading} dataSource={markets.data ?? []} columns={columns} pagination={{ pageSize: 50, hideOnSinglePage: true }} />
      </AdminPage>
    </>
  );
}
