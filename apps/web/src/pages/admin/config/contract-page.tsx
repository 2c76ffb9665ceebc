import { useMemo } from 'react';
import { Card, Form, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADMIN_CONTRACT_CAP, ADMIN_CONTRACT_MARKETS, ADMIN_CONTRACT_SET, CONTRACT_MONEY_FIELDS, CONTRACT_SET_FIELDS, COUNTRY_CODES, type ZAdminContractMarket } from '@exchange/contracts';
import { adminCall } from '../../../features/admin/admin-api';
import { AdminPage, formatUtc, ReasonButton, useAdminWrite } from '../../../features/admin/admin-kit';
import { useCan } from '../../../features/admin/use-admin-me';
import { CONFIG_KEYS, PendingList, LoadError, MoneyTag, OnOffTag } from '../../../features/admin/config-kit';

type TContractMarket = z.output<typeof ZAdminContractMarket>;
type TField = (typeof CONTRACT_SET_FIELDS)[number];

const isMoney = (field: string) => (CONTRACT_MONEY_FIELDS as readonly string[]).includes(field);

/** A field's current value as the edit form starts with it. */
function valueOf(m: TContractMarket, field: TField): string {
  if (field === 'enabled') return m.isEnabled ? '1' : '0';
  if (field === 'leverages') return m.leverages.join(',');
  return String(m[field]);
}

/** Contract markets: each market's parameters (money ones need a second operator) and the countries' leverage caps. */
export default function ContractPage() {
  const { t, i18n } = useTranslation();
  const mayEdit = useCan('contract.set');
  const read = useQuery({ queryKey: [...CONFIG_KEYS.contract], queryFn: () => adminCall(ADMIN_CONTRACT_MARKETS, {}) });
  const set = useAdminWrite(ADMIN_CONTRACT_SET, [CONFIG_KEYS.contract, CONFIG_KEYS.approvals]);
  const cap = useAdminWrite(ADMIN_CONTRACT_CAP, [CONFIG_KEYS.contract]);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: `${code} · ${names.of(code) ?? code}` }));
  }, [i18n.language]);
  const fieldOptions = CONTRACT_SET_FIELDS.map((field) => ({
    value: field,
    label: (
      <Space size={4}>
        {t(`config.contract.field.${field}`)}
        {isMoney(field) ? <MoneyTag /> : null}
      </Space>
    ),
  }));

  const editButton = (symbol: string, initial?: TContractMarket) => (
    <ReasonButton
      type={symbol === 'all' ? 'default' : 'link'}
      label={symbol === 'all' ? t('config.contract.editAll') : t('config.common.edit')}
      title={symbol === 'all' ? t('config.contract.editAllTitle') : t('config.contract.editTitle', { symbol: symbol.toUpperCase() })}
      extraFields={
        <>
          <Form.Item name="field" label={t('config.contract.parameter')} initialValue="maxLeverage" rules={[{ required: true }]}>
            <Select options={fieldOptions} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {({ getFieldValue }) => {
              const field = getFieldValue('field') as TField;
              return (
                <Form.Item name="value" label={t('config.common.newValue')} extra={t(`config.contract.hint.${field}`)} rules={[{ required: true, whitespace: true, message: t('config.common.valueRule') }]}>
                  <Input placeholder={initial ? valueOf(initial, field) : ''} />
                </Form.Item>
              );
            }}
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('config.contract.moneyNote')}</Typography.Paragraph>
        </>
      }
      onConfirm={(reason, values) => set.mutateAsync({ symbol, field: values.field as TField, value: values.value, reason })}
    />
  );

  const columns = [
    { title: t('config.contract.market'), dataIndex: 'symbol', render: (s: string) => <strong>{s.toUpperCase()}</strong> },
    { title: t('config.contract.field.enabled'), dataIndex: 'isEnabled', render: (on: boolean) => <OnOffTag isOn={on} /> },
    { title: t('config.contract.leverage'), key: 'leverage', render: (m: TContractMarket) => <span>{m.leverages.join(', ')}<br />{t('config.contract.upTo', { max: m.maxLeverage })}</span> },
    { title: t('config.contract.field.mmr'), dataIndex: 'mmr' },
    { title: t('config.contract.fees'), key: 'fees', render: (m: TContractMarket) => `${m.openFee} / ${m.closeFee} / ${m.liquidationFee}` },
    { title: t('config.contract.margin'), key: 'margin', render: (m: TContractMarket) => `${m.minMargin} – ${m.maxMargin}` },
    { title: t('config.contract.field.oiLimit'), dataIndex: 'oiLimit' },
    { title: t('config.contract.field.adverseMove'), dataIndex: 'adverseMove' },
    { title: t('config.common.updated'), key: 'updated', render: (m: TContractMarket) => <span style={{ whiteSpace: 'nowrap' }}>{formatUtc(m.updatedAt)}<br />{m.updatedBy}</span> },
    ...(mayEdit ? [{ title: t('config.common.actions'), key: 'actions', render: (m: TContractMarket) => editButton(m.symbol, m) }] : []),
  ];

  const capButton = mayEdit ? (
    <ReasonButton
      label={t('config.contract.setCap')}
      title={t('config.contract.setCap')}
      extraFields={
        <>
          <Form.Item name="country" label={t('config.contract.country')} rules={[{ required: true, message: t('config.contract.countryRule') }]}>
            <Select showSearch optionFilterProp="label" options={countries} />
          </Form.Item>
          <Form.Item name="maxLeverage" label={t('config.contract.capLeverage')} rules={[{ required: true, message: t('config.contract.capRule') }]}>
            <InputNumber min={1} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </>
      }
      onConfirm={(reason, values) => cap.mutateAsync({ country: values.country, maxLeverage: Number(values.maxLeverage), reason })}
    />
  ) : null;

  return (
    <>
      <AdminPage title={t('config.contract.title')} extra={mayEdit ? editButton('all') : null}>
        <Typography.Paragraph type="secondary">{t('config.contract.intro')}</Typography.Paragraph>
        {read.error ? <LoadError error={read.error} /> : null}
        <PendingList items={read.data?.pending} />
        <Table<TContractMarket> rowKey="symbol" size="middle" loading={read.isLoading} dataSource={read.data?.markets ?? []} columns={columns} pagination={false} />
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('config.contract.caps')}</h2>} extra={capButton} style={{ marginTop: 24 }}>
          <Typography.Paragraph type="secondary">{t('config.contract.capsIntro')}</Typography.Paragraph>
          <Table
            rowKey="country"
            size="small"
            dataSource={read.data?.caps ?? []}
            pagination={false}
            columns={[
              { title: t('config.contract.country'), dataIndex: 'country' },
              { title: t('config.contract.capLeverage'), dataIndex: 'maxLeverage', render: (x: number) => `${x}×` },
              { title: t('config.common.updated'), key: 'updated', render: (c: { updatedAt: number; updatedBy: string }) => <span className="admin-mono">{`${formatUtc(c.updatedAt)} · ${c.updatedBy}`}</span> },
              ...(mayEdit
                ? [
                    {
                      title: t('config.common.actions'),
                      key: 'actions',
                      render: (c: { country: string }) => (
                        <ReasonButton
                          type="link"
                          danger
                          label={t('config.contract.removeCap')}
                          title={t('config.contract.removeCapTitle', { country: c.country })}
                          onConfirm={(reason) => cap.mutateAsync({ country: c.country, maxLeverage: null, reason })}
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
