import { useState } from 'react';
import { Alert, AutoComplete, Button, DatePicker, Descriptions, Form, Input, Space, Table, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { ADMIN_ACTIONS, ADMIN_AUDIT } from '@exchange/contracts';
import { prettyJson } from '../../../features/admin/access-api';
import { adminCall, errorText } from '../../../features/admin/admin-api';
import { AdminPage, formatUtc } from '../../../features/admin/admin-kit';

type TFilters = { operator?: string; action?: string; subject?: string; q?: string; from?: number; to?: number };
type TEntry = { id: string; operator: string; action: string; subject: string; reason: string; before: unknown; after: unknown; detail: unknown; approvedBy: string | null; createdAt: number };

/** Prefixes and names to pick from: the action groups, every action, and the operators' own (log-in, approvals). */
const ACTION_OPTIONS = [
  ...[...new Set(ADMIN_ACTIONS.map((action) => `${action.split('.')[0]}.`))],
  ...ADMIN_ACTIONS,
  'auth.login',
  'auth.enrol',
  'auth.password',
  'approvals.request',
  'approvals.approve',
  'approvals.reject',
].map((value) => ({ value }));

function JsonBlock({ value }: { value: unknown }) {
  return (
    <pre className="admin-mono" style={{ margin: 0, whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto' }}>
      {prettyJson(value)}
    </pre>
  );
}

/** The append-only audit log (issue 18): who did what, when, to what, why, before and after; searchable, newest first. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<TFilters>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const audit = useQuery({
    queryKey: ['admin', 'access', 'audit', filters, page],
    queryFn: () => adminCall(ADMIN_AUDIT, { ...filters, ...page }),
    placeholderData: keepPreviousData,
  });
  const apply = (values: { operator?: string; action?: string; subject?: string; q?: string; range?: [Dayjs | null, Dayjs | null] | null }) => {
    const [from, to] = values.range ?? [null, null];
    setFilters({
      operator: values.operator?.trim() || undefined,
      action: values.action?.trim() || undefined,
      subject: values.subject?.trim() || undefined,
      q: values.q?.trim() || undefined,
      // The picked days are UTC days, as every time in the console.
      from: from ? Date.UTC(from.year(), from.month(), from.date()) : undefined,
      to: to ? Date.UTC(to.year(), to.month(), to.date() + 1) - 1 : undefined,
    });
    setPage((p) => ({ ...p, pageNo: 1 }));
  };
  return (
    <>
      <AdminPage title={t('access.audit.title')}>
        <Form form={form} layout="inline" onFinish={apply} style={{ marginBottom: 16, rowGap: 8 }} aria-label={t('access.audit.filters')}>
          <Form.Item name="operator" label={t('access.audit.operator')}>
            <Input allowClear style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="action" label={t('access.audit.action')}>
            <AutoComplete options={ACTION_OPTIONS} allowClear style={{ width: 200 }} filterOption={(input, option) => String(option?.value).startsWith(input)} />
          </Form.Item>
          <Form.Item name="subject" label={t('access.audit.subject')}>
            <Input allowClear style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="q" label={t('access.audit.text')}>
            <Input allowClear style={{ width: 180 }} placeholder={t('access.audit.textHint')} />
          </Form.Item>
          <Form.Item name="range" label={t('access.audit.dates')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('access.audit.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                apply({});
              }}
            >
              {t('access.audit.reset')}
            </Button>
          </Space>
        </Form>
        <p style={{ color: '#5c6b7a', marginTop: 0 }}>{t('access.audit.utcNote')}</p>
        {audit.isError ? <Alert type="error" showIcon title={errorText(audit.error)} style={{ marginBottom: 16 }} /> : null}
        <Table<TEntry>
          rowKey="id"
          size="middle"
          loading={audit.isFetching}
          dataSource={audit.data?.list ?? []}
          columns={[
            { title: t('access.audit.time'), dataIndex: 'createdAt', width: 200, render: formatUtc },
            { title: t('access.audit.operator'), dataIndex: 'operator', width: 130 },
            { title: t('access.audit.action'), dataIndex: 'action', width: 190, render: (action: string) => <Tag className="admin-mono">{action}</Tag> },
            { title: t('access.audit.subject'), dataIndex: 'subject', ellipsis: true },
            { title: t('access.audit.reason'), dataIndex: 'reason', ellipsis: true, render: (reason: string) => reason || '—' },
            { title: t('access.audit.approvedBy'), dataIndex: 'approvedBy', width: 130, render: (by: string | null) => by ?? '—' },
          ]}
          expandable={{
            expandedRowRender: (row) => (
              <Descriptions size="small" column={1} bordered styles={{ label: { width: 180 } }}>
                <Descriptions.Item label={t('access.audit.id')}>{row.id}</Descriptions.Item>
                <Descriptions.Item label={t('access.audit.reason')}>{row.reason || '—'}</Descriptions.Item>
                <Descriptions.Item label={t('access.audit.before')}>
                  <JsonBlock value={row.before} />
                </Descriptions.Item>
                <Descriptions.Item label={t('access.audit.after')}>
                  <JsonBlock value={row.after} />
                </Descriptions.Item>
                <Descriptions.Item label={t('access.audit.detail')}>
                  <JsonBlock value={row.detail} />
                </Descriptions.Item>
              </Descriptions>
            ),
          }}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: audit.data?.totalRow ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [20, 50, 100],
            showTotal: (total) => t('access.audit.total', { count: total }),
            onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
          }}
        />
      </AdminPage>
    </>
  );
}
