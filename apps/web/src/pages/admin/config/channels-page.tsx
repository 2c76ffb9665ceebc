import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, InputNumber, Modal, Space, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADMIN_CHANNEL_SET, ADMIN_CHANNELS, LIMITS, type ZAdminChannel } from '@exchange/contracts';
import { adminCall, errorText } from '../../../features/admin/admin-api';
import { AdminPage, FormError, formatUtc, ReasonField, ReasonButton, useAdminWrite } from '../../../features/admin/admin-kit';
import { useCan } from '../../../features/admin/use-admin-me';
import { LoadError, Money, MONEY_KEYS, OnOff } from '../../../features/admin/money-kit';

type TChannel = z.output<typeof ZAdminChannel>;
type TEdit = {
  buyRate: string;
  sellRate: string;
  minUsdt: string;
  maxUsdt: string;
  buyEnabled: boolean;
  sellEnabled: boolean;
  account: string;
  name: string;
  bankName: string;
  ifsc: string;
  fiat: string;
  fiatDecimals: number;
  reason: string;
};
const FIELDS = ['buyRate', 'sellRate', 'minUsdt', 'maxUsdt', 'buyEnabled', 'sellEnabled', 'account', 'name', 'bankName', 'ifsc', 'fiat', 'fiatDecimals'] as const;

/** Edits a channel: only the fields changed are sent; anything but switching a side off waits for a second operator. */
function EditChannel({ channel, onClose }: { channel: TChannel; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TEdit>();
  const set = useAdminWrite(ADMIN_CHANNEL_SET, [MONEY_KEYS.channels]);
  const [error, setError] = useState('');
  const rateRule = { pattern: /^\d{1,15}(\.\d{1,8})?$/, message: t('money.channels.rateRule') };
  const amountRule = { pattern: /^\d{1,18}(\.\d{1,18})?$/, message: t('money.funds.form.amountRule') };
  const submit = async () => {
    // Invalid fields show their messages; nothing is sent.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const changed: Record<string, unknown> = {};
    for (const field of FIELDS) if (v[field] !== channel[field === 'fiatDecimals' ? 'fiatDecimals' : field]) changed[field] = v[field];
    if (Object.keys(changed).length === 0) {
      setError(t('money.channels.nothing'));
      return;
    }
    setError('');
    try {
      await set.mutateAsync({ platform: channel.platform, ...changed, reason: v.reason.trim() } as never);
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return (
    <Modal open width={720} title={t('money.channels.editTitle', { platform: t(`money.channels.platform.${channel.platform}`) })} okText={t('money.channels.submit')} cancelText={t('shell.cancel')} confirmLoading={set.isPending} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Alert type="info" showIcon title={t('money.channels.approvalNote')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" initialValues={{ ...channel, reason: '' }} data-testid="channel-edit">
        <Space wrap size="middle" align="start">
          <Form.Item name="buyRate" label={t('money.channels.buyRate', { fiat: channel.fiat })} rules={[rateRule]}>
            <Input style={{ width: 150 }} />
          </Form.Item>
          <Form.Item name="sellRate" label={t('money.channels.sellRate', { fiat: channel.fiat })} rules={[rateRule]}>
            <Input style={{ width: 150 }} />
          </Form.Item>
          <Form.Item name="minUsdt" label={t('money.channels.min')} rules={[amountRule]}>
            <Input style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="maxUsdt" label={t('money.channels.max')} rules={[amountRule]}>
            <Input style={{ width: 120 }} />
          </Form.Item>
        </Space>
        <Space wrap size="large" align="start">
          <Form.Item name="buyEnabled" label={t('money.channels.buy')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="sellEnabled" label={t('money.channels.sell')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="fiat" label={t('money.channels.fiat')} rules={[{ pattern: /^[A-Za-z]{3}$/, message: t('money.channels.fiatRule') }]}>
            <Input style={{ width: 90 }} maxLength={LIMITS.fiatCodeLength} />
          </Form.Item>
          <Form.Item name="fiatDecimals" label={t('money.channels.decimals')}>
            <InputNumber min={0} max={4} precision={0} style={{ width: 90 }} />
          </Form.Item>
        </Space>
        <Space wrap size="middle" align="start">
          <Form.Item name="account" label={t('money.channels.account')} rules={[{ max: 320 }]}>
            <Input style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="name" label={t('money.channels.name')} rules={[{ max: 64 }]}>
            <Input style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="bankName" label={t('money.channels.bankName')} rules={[{ max: 64 }]}>
            <Input style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="ifsc" label={t('money.channels.ifsc')} rules={[{ pattern: /^([A-Za-z]{4}0[A-Za-z0-9]{6})?$/, message: t('money.channels.ifscRule') }]}>
            <Input style={{ width: 160 }} maxLength={LIMITS.ifscLength} />
          </Form.Item>
        </Space>
        <ReasonField rows={2} />
      </Form>
      <FormError error={error} />
    </Modal>
  );
}

function ChannelCard({ channel, canEdit }: { channel: TChannel; canEdit: boolean }) {
  const { t } = useTranslation();
  const [isEditing, setEditing] = useState(false);
  const set = useAdminWrite(ADMIN_CHANNEL_SET, [MONEY_KEYS.channels]);
  const stop = (side: 'buyEnabled' | 'sellEnabled') => (reason: string) => set.mutateAsync({ platform: channel.platform, [side]: false, reason });
  return (
    <Card
      title={t(`money.channels.platform.${channel.platform}`)}
      style={{ marginBottom: 16 }}
      extra={
        canEdit ? (
          <Space>
            {channel.buyEnabled ? <ReasonButton danger label={t('money.channels.stopBuy')} title={t('money.channels.stopBuyTitle')} onConfirm={stop('buyEnabled')} /> : null}
            {channel.sellEnabled ? <ReasonButton danger label={t('money.channels.stopSell')} title={t('money.channels.stopSellTitle')} onConfirm={stop('sellEnabled')} /> : null}
            <Button onClick={() => setEditing(true)} data-testid={`channel-edit-${channel.platform}`}>
              {t('money.channels.edit')}
            </Button>
          </Space>
        ) : null
      }
    >
      <Descriptions size="small" column={3} bordered>
        <Descriptions.Item label={t('money.channels.buy')}>
          <OnOff on={channel.buyEnabled} /> <Money value={channel.buyRate} asset={channel.fiat} />
        </Descriptions.Item>
        <Descriptions.Item label={t('money.channels.sell')}>
          <OnOff on={channel.sellEnabled} /> <Money value={channel.sellRate} asset={channel.fiat} />
        </Descriptions.Item>
        <Descriptions.Item label={t('money.channels.limits')}>
          <Money value={channel.minUsdt} /> – <Money value={channel.maxUsdt} asset="USDT" />
        </Descriptions.Item>
        <Descriptions.Item label={t('money.channels.account')}>{channel.account || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('money.channels.name')}>{channel.name || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('money.channels.bankIfsc')}>{[channel.bankName, channel.ifsc].filter(Boolean).join(' · ') || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('money.channels.fiat')}>{t('money.channels.fiatLine', { fiat: channel.fiat, decimals: channel.fiatDecimals })}</Descriptions.Item>
        <Descriptions.Item label={t('money.channels.updated')} span={2}>
          {formatUtc(channel.updatedAt)} · {channel.updatedBy}
        </Descriptions.Item>
      </Descriptions>
      {isEditing ? <EditChannel channel={channel} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}

/** Payment channels (issue 18 "Products"): rates, limits, switches and collection details; changes under the two-person rule. */
export default function ChannelsPage() {
  const { t } = useTranslation();
  const canEdit = useCan('fiat.channels');
  const channels = useQuery({ queryKey: [...MONEY_KEYS.channels], queryFn: () => adminCall(ADMIN_CHANNELS, {}) });
  return (
    <AdminPage title={t('money.channels.title')}>
      {channels.isError ? <LoadError error={channels.error} /> : null}
      {channels.data ? (
        <>
          <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('money.channels.treasury')}>
              <Money value={channels.data.treasury} asset="USDT" />
            </Descriptions.Item>
            <Descriptions.Item label={t('money.channels.reserved')}>
              <Money value={channels.data.reserved} asset="USDT" />
            </Descriptions.Item>
            <Descriptions.Item label={t('money.channels.openOrders')}>{channels.data.openOrders}</Descriptions.Item>
          </Descriptions>
          {channels.data.channels.map((channel) => (
            <ChannelCard key={channel.platform} channel={channel} canEdit={canEdit} />
          ))}
        </>
      ) : null}
    </AdminPage>
  );
}
