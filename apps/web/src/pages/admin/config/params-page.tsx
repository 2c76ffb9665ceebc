import { Form, Input, Space, Table, Tag, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADMIN_PARAM_SET, ADMIN_PARAMS, type ZAdminParam } from '@exchange/contracts';
import { adminCall } from '../../../features/admin/admin-api';
import { AdminPage, formatUtc, ReasonButton, useAdminWrite } from '../../../features/admin/admin-kit';
import { useCan } from '../../../features/admin/use-admin-me';
import { CONFIG_KEYS, LoadError, MoneyTag } from '../../../features/admin/config-kit';

type TParam = z.output<typeof ZAdminParam>;

/** Parameters: each value, who set it; money parameters wait for a second operator, shown pending until then. */
export default function ParamsPage() {
  const { t } = useTranslation();
  const mayEdit = useCan('params.set');
  const params = useQuery({ queryKey: [...CONFIG_KEYS.params], queryFn: () => adminCall(ADMIN_PARAMS, {}) });
  const set = useAdminWrite(ADMIN_PARAM_SET, [CONFIG_KEYS.params, CONFIG_KEYS.approvals]);

  const columns = [
    {
      title: t('config.params.name'),
      key: 'name',
      render: (p: TParam) => (
        <Space direction="vertical" size={2}>
          <Space size={4} wrap>
            <span className="admin-mono">{p.name}</span>
            {p.isMoney ? <MoneyTag /> : null}
            {p.isPublic ? null : <Tag>{t('config.params.private')}</Tag>}
          </Space>
          <Typography.Text type="secondary">{p.description}</Typography.Text>
        </Space>
      ),
    },
    { title: t('config.params.value'), dataIndex: 'value', render: (v: string) => (v === '' ? <Typography.Text type="secondary">{t('config.params.empty')}</Typography.Text> : <span className="admin-mono">{v}</span>) },
    {
      title: t('config.params.pending'),
      key: 'pending',
      render: (p: TParam) =>
        p.pending.length === 0 ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          <Space direction="vertical" size={2}>
            {p.pending.map((w) => (
              <span key={w.approvalId}>
                <Tag icon={<ClockCircleOutlined aria-hidden />}>{t('config.params.waiting')}</Tag>
                {t('config.params.pendingLine', { value: w.value, by: w.requestedBy, at: formatUtc(w.requestedAt), id: w.approvalId })}
              </span>
            ))}
          </Space>
        ),
    },
    { title: t('config.common.updated'), key: 'updated', render: (p: TParam) => <span style={{ whiteSpace: 'nowrap' }}>{formatUtc(p.updatedAt)}<br />{p.updatedBy}</span> },
    ...(mayEdit
      ? [
          {
            title: t('config.common.actions'),
            key: 'actions',
            render: (p: TParam) => (
              <ReasonButton
                type="link"
                label={t('config.common.edit')}
                title={t('config.params.editTitle', { name: p.name })}
                extraFields={
                  <>
                    <Typography.Paragraph type="secondary">{p.description}</Typography.Paragraph>
                    <Form.Item name="value" label={t('config.common.newValue')} initialValue={p.value} rules={[{ max: 2000 }]}>
                      <Input />
                    </Form.Item>
                    {p.isMoney ? (
                      <Space style={{ marginBottom: 12 }}>
                        <MoneyTag />
                        <Typography.Text type="secondary">{t('config.common.moneyHint')}</Typography.Text>
                      </Space>
                    ) : null}
                  </>
                }
                onConfirm={(reason, values) => set.mutateAsync({ name: p.name, value: (values.value ?? '').trim(), reason })}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <AdminPage title={t('config.params.title')}>
        <Typography.Paragraph type="secondary">{t('config.params.intro')}</Typography.Paragraph>
        {params.error ? <LoadError error={params.error} /> : null}
        <Table<TParam> rowKey="name" loading={params.isLoading} dataSource={params.data ?? []} columns={columns} pagination={false} />
      </AdminPage>
    </>
  );
}
