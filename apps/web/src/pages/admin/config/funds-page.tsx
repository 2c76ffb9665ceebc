import { useState } from 'react';
import { Alert, Button, Collapse, DatePicker, Descriptions, Form, Input, InputNumber, Select, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { isUtcWindowOrdered, pickedUtcMs, utcNowMinute } from '../../../features/admin/utc-picker';
import { ADMIN_FUND_CREATE, ADMIN_FUND_STOP, ADMIN_FUNDS, findAsset, formatAmount, fundReserve, LIMITS, rateToPpm, readAmountOf, type TAdminFund } from '@exchange/contracts';
import { LANGUAGE_NAMES, LOCALES } from '@exchange/i18n';
import { adminCall, errorText } from '../../../features/admin/admin-api';
import { AdminPage, formatUtc, ReasonButton, ToneTag, useAdminWrite } from '../../../features/admin/admin-kit';
import { useCan } from '../../../features/admin/use-admin-me';
import { CreateDrawer, LoadError, Money, MONEY_KEYS, ratePercent } from '../../../features/admin/money-kit';

type TFundForm = {
  names: Record<string, string | undefined>;
  currency: string;
  dailyRate: string;
  cycleDays: number;
  price: string;
  buyLimit: number;
  totalShares: number;
  window: [Dayjs, Dayjs];
  rebate1: string;
  rebate2: string;
  rebate3: string;
  reason: string;
};

const STATUS_TONES = ['green', 'grey', 'red'] as const;

/** The reserve the terms need (contracts fundReserve, the server's own formula), or null while the terms are incomplete. */
function reserveOf(values: Partial<TFundForm>): bigint | null {
  const currency = values.currency ?? '';
  if (!findAsset(currency)) return null;
  const price = readAmountOf(values.price ?? '', currency);
  const rate = rateToPpm(values.dailyRate ?? '');
  const rebates = [values.rebate1, values.rebate2, values.rebate3].map((r) => rateToPpm(r ?? '0'));
  if (price.problem || rate === null || rebates.some((r) => r === null) || !values.totalShares || !values.cycleDays) return null;
  return fundReserve({ totalShares: BigInt(values.totalShares), price: price.units, ratePpm: rate, cycleDays: values.cycleDays, rebatePpm: rebates as bigint[] }).total;
}

function CreateFundDrawer({ open, onClose, earn }: { open: boolean; onClose: () => void; earn: { asset: string; balance: string }[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFundForm>();
  const create = useAdminWrite(ADMIN_FUND_CREATE, [MONEY_KEYS.funds]);
  const [error, setError] = useState('');
  const values = Form.useWatch([], form) as Partial<TFundForm> | undefined;
  const currency = values?.currency ?? 'USDT';
  const reserve = values ? reserveOf(values) : null;
  const earnBalance = earn.find((e) => e.asset === currency)?.balance ?? '0';
  const earnUnits = findAsset(currency) ? (readAmountOf(earnBalance.replace(/^-/, ''), currency).units ?? 0n) * (earnBalance.startsWith('-') ? -1n : 1n) : 0n;
  const isShort = reserve !== null && reserve > earnUnits;
  const amountRule = { pattern: /^\d{1,18}(\.\d{1,18})?$/, message: t('money.funds.form.amountRule') };
  const rateRule = { pattern: /^\d{1,6}(\.\d{1,6})?$/, message: t('money.funds.form.rateRule') };

  const submit = async () => {
    // Invalid fields show their messages; nothing is sent.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setError('');
    try {
      const names = Object.fromEntries(Object.entries(v.names ?? {}).filter(([, name]) => name && name.trim()));
      await create.mutateAsync({
        names,
        currency: v.currency,
        dailyRate: v.dailyRate,
        cycleDays: v.cycleDays,
        price: v.price,
        buyLimit: v.buyLimit,
        totalShares: v.totalShares,
        startTime: pickedUtcMs(v.window[0]),
        endTime: pickedUtcMs(v.window[1]),
        rebateRates: [v.rebate1 || '0', v.rebate2 || '0', v.rebate3 || '0'],
        reason: v.reason.trim(),
      });
      form.resetFields();
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <CreateDrawer
      open={open}
      onClose={onClose}
      title={t('money.funds.create')}
      submitLabel={t('money.funds.form.submit')}
      submitTestId="fund-create-submit"
      busy={create.isPending}
      disabled={isShort}
      onSubmit={submit}
      form={form}
      formTestId="fund-create"
      initialValues={{ currency: 'USDT', cycleDays: 7, buyLimit: 50, totalShares: 1000, rebate1: '0', rebate2: '0', rebate3: '0', window: [utcNowMinute(), utcNowMinute().add(30, 'day')] }}
      reasonTestId="fund-reason"
      error={error}
    >
        <Form.Item name={['names', 'en-US']} label={t('money.funds.form.nameEn')} rules={[{ required: true, whitespace: true, max: 100, message: t('money.funds.form.nameRule') }]}>
          <Input data-testid="fund-name-en" maxLength={LIMITS.fundNameMaxLength} />
        </Form.Item>
        <Collapse
          size="small"
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'names',
              label: t('money.funds.form.otherNames'),
              forceRender: true,
              children: LOCALES.filter((l) => l !== 'en-US').map((locale) => (
                <Form.Item key={locale} name={['names', locale]} label={`${LANGUAGE_NAMES[locale]} (${locale})`} rules={[{ max: 100, message: t('money.funds.form.nameRule') }]}>
                  <Input maxLength={LIMITS.fundNameMaxLength} data-testid={`fund-name-${locale}`} />
                </Form.Item>
              )),
            },
          ]}
        />
        <Space wrap size="middle" align="start">
          <Form.Item name="currency" label={t('money.funds.form.currency')} rules={[{ required: true, message: t('money.funds.form.required') }]}>
            <Select
              style={{ width: 140 }}
              data-testid="fund-currency"
              options={[...new Set(['USDT', ...earn.map((e) => e.asset)])].map((a) => ({ value: a, label: a }))}
            />
          </Form.Item>
          <Form.Item name="dailyRate" label={t('money.funds.form.dailyRate')} extra={values?.dailyRate && rateToPpm(values.dailyRate) !== null ? ratePercent(values.dailyRate) : t('money.funds.form.rateHint')} rules={[{ required: true, message: t('money.funds.form.required') }, rateRule]}>
            <Input data-testid="fund-daily-rate" style={{ width: 160 }} placeholder="0.0002" />
          </Form.Item>
          <Form.Item name="cycleDays" label={t('money.funds.form.cycleDays')} rules={[{ required: true, message: t('money.funds.form.required') }]}>
            <InputNumber data-testid="fund-cycle-days" min={1} max={3650} precision={0} style={{ width: 120 }} />
          </Form.Item>
        </Space>
        <Space wrap size="middle" align="start">
          <Form.Item name="price" label={t('money.funds.form.price', { currency })} rules={[{ required: true, message: t('money.funds.form.required') }, amountRule]}>
            <Input data-testid="fund-price" style={{ width: 160 }} placeholder="100" />
          </Form.Item>
          <Form.Item name="totalShares" label={t('money.funds.form.totalShares')} rules={[{ required: true, message: t('money.funds.form.required') }]}>
            <InputNumber data-testid="fund-total-shares" min={1} max={1_000_000_000} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="buyLimit"
            label={t('money.funds.form.buyLimit')}
            dependencies={['totalShares']}
            rules={[
              { required: true, message: t('money.funds.form.required') },
              ({ getFieldValue }) => ({
                validator: (_rule, value: number) => (value && value > (getFieldValue('totalShares') ?? 0) ? Promise.reject(new Error(t('money.funds.form.limitRule'))) : Promise.resolve()),
              }),
            ]}
          >
            <InputNumber data-testid="fund-buy-limit" min={1} max={1_000_000_000} precision={0} style={{ width: 140 }} />
          </Form.Item>
        </Space>
        <Form.Item
          name="window"
          label={t('money.funds.form.window')}
          rules={[
            { required: true, message: t('money.funds.form.required') },
            { validator: (_rule, value?: [Dayjs, Dayjs]) => (!isUtcWindowOrdered(value) ? Promise.reject(new Error(t('money.funds.form.windowRule'))) : Promise.resolve()) },
          ]}
        >
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" data-testid="fund-window" />
        </Form.Item>
        <Space wrap size="middle" align="start">
          {(['rebate1', 'rebate2', 'rebate3'] as const).map((name, index) => (
            <Form.Item key={name} name={name} label={t('money.funds.form.rebate', { level: index + 1 })} rules={[rateRule]}>
              <Input data-testid={`fund-${name}`} style={{ width: 140 }} placeholder="0.1" />
            </Form.Item>
          ))}
        </Space>
        <Descriptions size="small" bordered column={1} style={{ marginBottom: 16 }} data-testid="fund-reserve-summary">
          <Descriptions.Item label={t('money.funds.form.reserveNeeded')}>
            {reserve === null ? '—' : <Money value={formatAmount(reserve, currency)} asset={currency} />}
          </Descriptions.Item>
          <Descriptions.Item label={t('money.funds.form.earnBalance')}>
            <Money value={earnBalance} asset={currency} />
          </Descriptions.Item>
        </Descriptions>
        {isShort ? <Alert type="warning" showIcon title={t('money.funds.form.short')} style={{ marginBottom: 16 }} /> : <Alert type="info" showIcon title={t('money.funds.form.reserveNote')} style={{ marginBottom: 16 }} />}
    </CreateDrawer>
  );
}

/** Funds (issue 18 "Products"): terms, pool used, holders and reserves; create with the reserve moved first; stop. */
export default function FundsPage() {
  const { t } = useTranslation();
  const canCreate = useCan('funds.create');
  const canStop = useCan('funds.stop');
  const [isCreating, setCreating] = useState(false);
  const funds = useQuery({ queryKey: [...MONEY_KEYS.funds], queryFn: () => adminCall(ADMIN_FUNDS, {}) });
  const stop = useAdminWrite(ADMIN_FUND_STOP, [MONEY_KEYS.funds]);
  const earn = funds.data?.earn ?? [];

  return (
    <AdminPage
      title={t('money.funds.title')}
      extra={
        canCreate ? (
          <Button type="primary" onClick={() => setCreating(true)} data-testid="fund-create-open">
            {t('money.funds.create')}
          </Button>
        ) : null
      }
    >
      {funds.isError ? <LoadError error={funds.error} /> : null}
      <Descriptions size="small" style={{ marginBottom: 16 }} column={4}>
        <Descriptions.Item label={t('money.funds.earnAccount')}>
          <Space wrap>
            {earn.map((e) => (
              <Money key={e.asset} value={e.balance} asset={e.asset} />
            ))}
          </Space>
        </Descriptions.Item>
      </Descriptions>
      <Table<TAdminFund>
        rowKey="id"
        size="small"
        loading={funds.isLoading}
        dataSource={funds.data?.funds ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: t('money.funds.col.id'), dataIndex: 'id', width: 60 },
          { title: t('money.funds.col.name'), dataIndex: 'name' },
          {
            title: t('money.funds.col.terms'),
            key: 'terms',
            render: (_v, f) => (
              <span>
                {t('money.funds.termsLine', { rate: ratePercent(f.dailyRate), days: f.cycleDays, price: f.price, currency: f.currency, limit: f.buyLimit })}
              </span>
            ),
          },
          {
            title: t('money.funds.col.pool'),
            key: 'pool',
            render: (_v, f) => (
              <span>
                {f.soldShares} / {f.totalShares} · <Money value={f.poolUsed} /> / <Money value={f.poolTotal} asset={f.currency} />
              </span>
            ),
          },
          { title: t('money.funds.col.holders'), key: 'holders', render: (_v, f) => t('money.funds.holdersLine', { participants: f.participants, active: f.activeHoldings }) },
          {
            title: t('money.funds.col.reserve'),
            key: 'reserve',
            render: (_v, f) => (
              <div>
                <Money value={f.reserve} asset={f.currency} />
                <div className="admin-muted">{t('money.funds.reserveLine', { needed: f.reserveNeeded, funded: f.reserveFunded })}</div>
              </div>
            ),
          },
          { title: t('money.funds.col.rebates'), key: 'rebates', render: (_v, f) => f.rebateRates.map(ratePercent).join(' / ') },
          { title: t('money.funds.col.window'), key: 'window', render: (_v, f) => `${formatUtc(f.startTime)} → ${formatUtc(f.endTime)}` },
          {
            title: t('money.funds.col.status'),
            key: 'status',
            render: (_v, f) => <ToneTag tone={STATUS_TONES[f.status] ?? 'grey'}>{t(`money.funds.status.${f.status}`)}</ToneTag>,
          },
          {
            title: t('money.common.actions'),
            key: 'actions',
            render: (_v, f) =>
              canStop && f.status !== 2 ? (
                <ReasonButton
                  danger
                  label={t('money.funds.stop')}
                  title={t('money.funds.stopTitle', { name: f.name })}
                  testId={`fund-stop-${f.id}`}
                  onConfirm={(reason) => stop.mutateAsync({ id: f.id, reason })}
                  extraFields={<Alert type="warning" showIcon title={t('money.funds.stopNote')} style={{ marginBottom: 12 }} />}
                />
              ) : f.status === 2 ? (
                <span className="admin-muted">{f.stopReason}</span>
              ) : null,
          },
        ]}
      />
      {isCreating ? <CreateFundDrawer open={isCreating} onClose={() => setCreating(false)} earn={earn} /> : null}
    </AdminPage>
  );
}
