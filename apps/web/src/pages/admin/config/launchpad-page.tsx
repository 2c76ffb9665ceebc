import { useState } from 'react';
import { Alert, Button, Collapse, DatePicker, Form, Input, InputNumber, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { isUtcWindowOrdered, pickedUtcMs, utcNowMinute } from '../../../features/admin/utc-picker';
import type { z } from 'zod';
import { ADMIN_LAUNCH_CREATE, ADMIN_LAUNCHES, LIMITS, type ZAdminLaunch } from '@exchange/contracts';
import { LANGUAGE_NAMES, LOCALES } from '@exchange/i18n';
import { adminCall, errorText } from '../../../features/admin/admin-api';
import { AdminPage, formatUtc, ToneTag, useAdminWrite, type TTone } from '../../../features/admin/admin-kit';
import { useCan } from '../../../features/admin/use-admin-me';
import { CreateDrawer, LoadError, Money, MONEY_KEYS } from '../../../features/admin/money-kit';

type TLaunch = z.output<typeof ZAdminLaunch>;
type TText = { name?: string; summary?: string; roadshow?: string };
type TLaunchForm = {
  symbol: string;
  scale: number;
  supply: string;
  price: string;
  minCommit: string;
  buyLimit: string;
  window: [Dayjs, Dayjs];
  lockDays: number;
  texts: Record<string, TText | undefined>;
  reason: string;
};

const STATE_TONES: Record<TLaunch['state'], TTone> = { upcoming: 'blue', subscribing: 'green', allocating: 'gold', locked: 'purple', ended: 'grey' };

function CreateLaunchDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TLaunchForm>();
  const create = useAdminWrite(ADMIN_LAUNCH_CREATE, [MONEY_KEYS.launchpad]);
  const [error, setError] = useState('');
  const amountRule = { pattern: /^\d{1,18}(\.\d{1,18})?$/, message: t('money.funds.form.amountRule') };
  const required = { required: true, message: t('money.funds.form.required') };

  const submit = async () => {
    // Invalid fields show their messages; nothing is sent.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setError('');
    try {
      const texts: Record<string, { name: string; summary: string; roadshow: string }> = {};
      for (const [locale, text] of Object.entries(v.texts ?? {})) {
        if (text?.name?.trim()) texts[locale] = { name: text.name.trim(), summary: text.summary?.trim() ?? '', roadshow: text.roadshow?.trim() ?? '' };
      }
      await create.mutateAsync({
        symbol: v.symbol,
        scale: v.scale,
        supply: v.supply,
        price: v.price,
        minCommit: v.minCommit,
        buyLimit: v.buyLimit,
        startTime: pickedUtcMs(v.window[0]),
        endTime: pickedUtcMs(v.window[1]),
        lockDays: v.lockDays,
        texts,
        reason: v.reason.trim(),
      });
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const textFields = (locale: string, isRequired: boolean) => (
    <>
      <Form.Item name={['texts', locale, 'name']} label={t('money.launch.form.name')} rules={[...(isRequired ? [required] : []), { max: 100, message: t('money.funds.form.nameRule') }]}>
        <Input maxLength={LIMITS.launchNameMaxLength} />
      </Form.Item>
      <Form.Item name={['texts', locale, 'summary']} label={t('money.launch.form.summary')}>
        <Input maxLength={LIMITS.launchSummaryMaxLength} />
      </Form.Item>
      <Form.Item name={['texts', locale, 'roadshow']} label={t('money.launch.form.roadshow')}>
        <Input.TextArea rows={3} maxLength={LIMITS.launchRoadshowMaxLength} />
      </Form.Item>
    </>
  );

  return (
    <CreateDrawer
      onClose={onClose}
      title={t('money.launch.create')}
      submitLabel={t('money.launch.form.submit')}
      submitTestId="launch-create-submit"
      busy={create.isPending}
      onSubmit={submit}
      form={form}
      formTestId="launch-create"
      initialValues={{ scale: 4, lockDays: 7, window: [utcNowMinute().startOf('hour').add(1, 'hour'), utcNowMinute().startOf('hour').add(3, 'day')] }}
      error={error}
    >
        <Space wrap size="middle" align="start">
          <Form.Item name="symbol" label={t('money.launch.form.symbol')} rules={[required, { pattern: /^[A-Za-z][A-Za-z0-9]{1,9}$/, message: t('money.launch.form.symbolRule') }]}>
            <Input style={{ width: 140 }} maxLength={LIMITS.coinSymbolMaxLength} />
          </Form.Item>
          <Form.Item name="scale" label={t('money.launch.form.scale')} rules={[required]}>
            <InputNumber min={0} max={18} precision={0} style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="supply" label={t('money.launch.form.supply')} rules={[required, amountRule]}>
            <Input style={{ width: 180 }} />
          </Form.Item>
        </Space>
        <Space wrap size="middle" align="start">
          <Form.Item name="price" label={t('money.launch.form.price')} rules={[required, amountRule]}>
            <Input style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="minCommit" label={t('money.launch.form.minCommit')} rules={[required, amountRule]}>
            <Input style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="buyLimit" label={t('money.launch.form.buyLimit')} rules={[required, amountRule]}>
            <Input style={{ width: 140 }} />
          </Form.Item>
        </Space>
        <Space wrap size="middle" align="start">
          <Form.Item
            name="window"
            label={t('money.launch.form.window')}
            rules={[required, { validator: (_r, value?: [Dayjs, Dayjs]) => (!isUtcWindowOrdered(value) ? Promise.reject(new Error(t('money.funds.form.windowRule'))) : Promise.resolve()) }]}
          >
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="lockDays" label={t('money.launch.form.lockDays')} rules={[required]}>
            <InputNumber min={0} max={3650} precision={0} style={{ width: 100 }} />
          </Form.Item>
        </Space>
        <h2 className="admin-subtitle">{t('money.launch.form.textsEn')}</h2>
        {textFields('en-US', true)}
        <Collapse
          size="small"
          style={{ marginBottom: 16 }}
          items={LOCALES.filter((l) => l !== 'en-US').map((locale) => ({ key: locale, label: `${LANGUAGE_NAMES[locale]} (${locale})`, forceRender: true, children: textFields(locale, false) }))}
        />
        <Alert type="info" showIcon title={t('money.launch.form.escrowNote')} style={{ marginBottom: 16 }} />
    </CreateDrawer>
  );
}

/** Launchpad projects (issue 18 "Products"): state, pool, participants, escrow; create with the supply escrowed. */
export default function LaunchpadPage() {
  const { t } = useTranslation();
  const canCreate = useCan('launchpad.create');
  const [isCreating, setCreating] = useState(false);
  const projects = useQuery({ queryKey: [...MONEY_KEYS.launchpad], queryFn: () => adminCall(ADMIN_LAUNCHES, {}) });
  return (
    <AdminPage
      title={t('money.launch.title')}
      extra={
        canCreate ? (
          <Button type="primary" onClick={() => setCreating(true)} data-testid="launch-create-open">
            {t('money.launch.create')}
          </Button>
        ) : null
      }
    >
      {projects.isError ? <LoadError error={projects.error} /> : null}
      <Table<TLaunch>
        rowKey="id"
        size="small"
        loading={projects.isLoading}
        dataSource={projects.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: t('money.funds.col.id'), dataIndex: 'id', width: 60 },
          { title: t('money.launch.col.token'), key: 'token', render: (_v, p) => `${p.symbol} · ${p.name}` },
          { title: t('money.launch.col.state'), key: 'state', render: (_v, p) => <ToneTag tone={STATE_TONES[p.state]}>{t(`money.launch.state.${p.state}`)}</ToneTag> },
          { title: t('money.launch.col.price'), key: 'price', render: (_v, p) => <Money value={p.price} asset="USDT" /> },
          { title: t('money.launch.col.supply'), key: 'supply', render: (_v, p) => <Money value={p.supply} asset={p.symbol} /> },
          {
            title: t('money.launch.col.pool'),
            key: 'pool',
            render: (_v, p) => (
              <span>
                <Money value={p.committed} /> / <Money value={p.hardCap} asset="USDT" />
              </span>
            ),
          },
          { title: t('money.launch.col.participants'), dataIndex: 'participants' },
          { title: t('money.launch.col.escrow'), key: 'escrow', render: (_v, p) => <Money value={p.escrow} asset={p.symbol} /> },
          { title: t('money.launch.col.window'), key: 'window', render: (_v, p) => `${formatUtc(p.startTime)} → ${formatUtc(p.endTime)}` },
          { title: t('money.launch.col.unlock'), key: 'unlock', render: (_v, p) => formatUtc(p.unlockTime) },
        ]}
      />
      {isCreating ? <CreateLaunchDrawer onClose={() => setCreating(false)} /> : null}
    </AdminPage>
  );
}
