import { Card, Form, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADMIN_SECONDS, ADMIN_SECONDS_ADD, ADMIN_SECONDS_MARKET, ADMIN_SECONDS_REMOVE, ADMIN_SECONDS_SET, SECONDS_MONEY_FIELDS, type ZAdminSecondsDuration } from '@exchange/contracts';
import { adminCall } from '../../../features/admin/admin-api';
import { AdminPage, ReasonButton, useAdminWrite } from '../../../features/admin/admin-kit';
import { useCan } from '../../../features/admin/use-admin-me';
import { CONFIG_KEYS, PendingList, LoadError, MoneyTag, OnOffTag } from '../../../features/admin/config-kit';

type TDuration = z.output<typeof ZAdminSecondsDuration>;
type TMoneyField = (typeof SECONDS_MONEY_FIELDS)[number];

const DECIMAL = /^\d+(\.\d+)?$/;

/** Seconds contracts: the durations (income rate, minimum, maximum: money parameters) and the markets offered. */
export default function SecondsPage() {
  const { t } = useTranslation();
  const mayEdit = useCan('seconds.set');
  const read = useQuery({ queryKey: [...CONFIG_KEYS.seconds], queryFn: () => adminCall(ADMIN_SECONDS, {}) });
  const invalidate = [CONFIG_KEYS.seconds, CONFIG_KEYS.approvals];
  const set = useAdminWrite(ADMIN_SECONDS_SET, invalidate);
  const add = useAdminWrite(ADMIN_SECONDS_ADD, invalidate);
  const remove = useAdminWrite(ADMIN_SECONDS_REMOVE, invalidate);
  const market = useAdminWrite(ADMIN_SECONDS_MARKET, invalidate);
  const decimalRule = { required: true, pattern: DECIMAL, message: t('config.common.decimalRule') };

  const columns = [
    { title: t('config.seconds.duration'), dataIndex: 'second', render: (s: number) => <strong>{t('config.seconds.secondsValue', { second: s })}</strong> },
    { title: t('config.seconds.incomeRate'), dataIndex: 'incomeRate' },
    { title: t('config.seconds.min'), dataIndex: 'min', render: (v: string) => `${v} USDT` },
    { title: t('config.seconds.max'), dataIndex: 'max', render: (v: string) => `${v} USDT` },
    { title: t('config.seconds.state'), dataIndex: 'isEnabled', render: (on: boolean) => <OnOffTag isOn={on} /> },
    ...(mayEdit
      ? [
          {
            title: t('config.common.actions'),
            key: 'actions',
            render: (d: TDuration) => (
              <Space wrap>
                <ReasonButton
                  type="link"
                  label={d.isEnabled ? t('config.seconds.turnOff') : t('config.seconds.turnOn')}
                  title={t(d.isEnabled ? 'config.seconds.turnOffTitle' : 'config.seconds.turnOnTitle', { second: d.second })}
                  onConfirm={(reason) => set.mutateAsync({ second: d.second, field: 'enabled', value: d.isEnabled ? '0' : '1', reason })}
                />
                <ReasonButton
                  type="link"
                  label={t('config.common.edit')}
                  title={t('config.seconds.editTitle', { second: d.second })}
                  extraFields={
                    <>
                      <Form.Item name="field" label={t('config.seconds.parameter')} initialValue="incomeRate" rules={[{ required: true }]}>
                        <Select options={SECONDS_MONEY_FIELDS.map((f) => ({ value: f, label: t(`config.seconds.${f}`) }))} />
                      </Form.Item>
                      <Form.Item noStyle shouldUpdate>
                        {({ getFieldValue }) => (
                          <Form.Item name="value" label={t('config.common.newValue')} extra={t(`config.seconds.hint.${getFieldValue('field') as TMoneyField}`)} rules={[decimalRule]}>
                            <Input placeholder={String(d[getFieldValue('field') as TMoneyField] ?? '')} />
                          </Form.Item>
                        )}
                      </Form.Item>
                      <Space style={{ marginBottom: 12 }}>
                        <MoneyTag />
                        <Typography.Text type="secondary">{t('config.common.moneyHint')}</Typography.Text>
                      </Space>
                    </>
                  }
                  onConfirm={(reason, values) => set.mutateAsync({ second: d.second, field: values.field as TMoneyField, value: values.value, reason })}
                />
                <ReasonButton
                  type="link"
                  danger
                  label={t('config.seconds.remove')}
                  title={t('config.seconds.removeTitle', { second: d.second })}
                  onConfirm={(reason) => remove.mutateAsync({ second: d.second, reason })}
                />
              </Space>
            ),
          },
        ]
      : []),
  ];

  const addButton = mayEdit ? (
    <ReasonButton
      type="primary"
      label={t('config.seconds.add')}
      title={t('config.seconds.add')}
      extraFields={
        <>
          <Form.Item name="second" label={t('config.seconds.durationSeconds')} rules={[{ required: true, message: t('config.seconds.secondRule') }]}>
            <InputNumber min={1} max={86400} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="incomeRate" label={t('config.seconds.incomeRate')} extra={t('config.seconds.hint.incomeRate')} rules={[decimalRule]}>
            <Input />
          </Form.Item>
          <Form.Item name="min" label={t('config.seconds.min')} extra={t('config.seconds.hint.min')} rules={[decimalRule]}>
            <Input />
          </Form.Item>
          <Form.Item name="max" label={t('config.seconds.max')} extra={t('config.seconds.hint.max')} rules={[decimalRule]}>
            <Input />
          </Form.Item>
          <Space style={{ marginBottom: 12 }}>
            <MoneyTag />
            <Typography.Text type="secondary">{t('config.common.moneyHint')}</Typography.Text>
          </Space>
        </>
      }
      onConfirm={(reason, values) => add.mutateAsync({ second: Number(values.second), incomeRate: values.incomeRate, min: values.min, max: values.max, reason })}
    />
  ) : null;

  return (
    <>
      <AdminPage title={t('config.seconds.title')} extra={addButton}>
        <Typography.Paragraph type="secondary">{t('config.seconds.intro')}</Typography.Paragraph>
        {read.error ? <LoadError error={read.error} /> : null}
        <PendingList items={read.data?.pending} />
        <Table<TDuration> rowKey="second" loading={read.isLoading} dataSource={read.data?.durations ?? []} columns={columns} pagination={false} />
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('config.seconds.markets')}</h2>} style={{ marginTop: 24 }}>
          <Table
            rowKey="symbol"
            size="small"
            dataSource={read.data?.markets ?? []}
            pagination={false}
            columns={[
              { title: t('config.seconds.market'), dataIndex: 'symbol', render: (s: string) => s.toUpperCase() },
              { title: t('config.seconds.state'), dataIndex: 'isEnabled', render: (on: boolean) => <OnOffTag isOn={on} /> },
              ...(mayEdit
                ? [
                    {
                      title: t('config.common.actions'),
                      key: 'actions',
                      render: (m: { symbol: string; isEnabled: boolean }) => (
                        <ReasonButton
                          type="link"
                          danger={m.isEnabled}
                          label={m.isEnabled ? t('config.seconds.turnOff') : t('config.seconds.turnOn')}
                          title={t(m.isEnabled ? 'config.seconds.marketOffTitle' : 'config.seconds.marketOnTitle', { symbol: m.symbol.toUpperCase() })}
                          onConfirm={(reason) => market.mutateAsync({ symbol: m.symbol, isEnabled: !m.isEnabled, reason })}
                        />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      </AdminPage>
    </>
  );
}
