import { useState } from 'react';
import { Alert, Badge, Card, Descriptions, Modal, Space, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_APPROVAL_APPROVE, ADMIN_APPROVAL_REJECT, ADMIN_APPROVALS } from '@exchange/contracts';
import { prettyJson } from '../../../features/admin/access-api';
import { adminCall, errorText } from '../../../features/admin/admin-api';
import { AdminPage, formatUtc, ReasonButton, useAdminWrite } from '../../../features/admin/admin-kit';
import { useAdminMe, useCan } from '../../../features/admin/use-admin-me';

type TStatus = 'pending' | 'decided';
type TApproval = {
  id: string;
  action: string;
  subject: string;
  path: string;
  input: unknown;
  reason: string;
  requestedBy: string;
  requestedAt: number;
  status: 'pending' | 'approved' | 'rejected' | 'failed';
  decidedBy: string | null;
  decidedAt: number | null;
  decisionReason: string;
  result: unknown;
};

const APPROVALS_KEY = ['admin', 'access', 'approvals'] as const;
const STATUS_BADGES = { pending: 'warning', approved: 'success', rejected: 'default', failed: 'error' } as const;

function Json({ value }: { value: unknown }) {
  return (
    <pre className="admin-mono" style={{ margin: 0, whiteSpace: 'pre-wrap', maxHeight: 280, overflow: 'auto' }}>
      {prettyJson(value)}
    </pre>
  );
}

/** Who and when, on two lines. */
function WhoWhen({ who, when }: { who: string; when: number | null }) {
  return (
    <>
      <div>{who}</div>
      <div style={{ color: '#595959', fontSize: 12 }}>{formatUtc(when)}</div>
    </>
  );
}

/** An approved operator creation answers the new operator's temporary password: shown here once (never stored). */
function passwordOf(result: unknown): { name: string; password: string } | null {
  const created = (result as { result?: { name?: unknown; password?: unknown } } | null)?.result;
  return typeof created?.name === 'string' && typeof created.password === 'string' ? { name: created.name, password: created.password } : null;
}

function CreatedPassword({ created, onClose }: { created: { name: string; password: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={created !== null} title={t('access.operators.createdTitle', { name: created?.name ?? '' })} onOk={onClose} onCancel={onClose} okText={t('access.operators.createdDone')} cancelButtonProps={{ style: { display: 'none' } }} destroyOnHidden>
      <Alert type="warning" showIcon title={t('access.operators.createdOnce')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph>{t('access.operators.temporaryPassword')}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text code copyable={{ text: created?.password ?? '', tooltips: [t('access.copy'), t('access.copied')] }} className="admin-mono" data-testid="admin-operator-password">
          {created?.password}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('access.operators.createdNext')}</Typography.Paragraph>
    </Modal>
  );
}

function ApprovalsTable({ status }: { status: TStatus }) {
  const { t } = useTranslation();
  const me = useAdminMe();
  const canDecide = useCan('approvals.decide');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const approvals = useQuery({
    queryKey: [...APPROVALS_KEY, status, page],
    queryFn: () => adminCall(ADMIN_APPROVALS, { status, ...page }),
    placeholderData: keepPreviousData,
  });
  const approve = useAdminWrite(ADMIN_APPROVAL_APPROVE, [APPROVALS_KEY, ['admin', 'access', 'audit'], ['admin', 'access', 'operators']]);
  const reject = useAdminWrite(ADMIN_APPROVAL_REJECT, [APPROVALS_KEY, ['admin', 'access', 'audit']]);
  const isPending = status === 'pending';
  const [created, setCreated] = useState<{ name: string; password: string } | null>(null);
  return (
    <>
      <CreatedPassword created={created} onClose={() => setCreated(null)} />
      {approvals.isError ? <Alert type="error" showIcon title={errorText(approvals.error)} style={{ marginBottom: 16 }} /> : null}
      <Table<TApproval>
        rowKey="id"
        loading={approvals.isFetching}
        dataSource={approvals.data?.list ?? []}
        locale={{ emptyText: isPending ? t('access.approvals.emptyPending') : t('access.approvals.emptyDecided') }}
        columns={[
          {
            title: t('access.approvals.asked'),
            key: 'asked',
            width: 200,
            render: (_: unknown, row: TApproval) => <WhoWhen who={row.requestedBy} when={row.requestedAt} />,
          },
          { title: t('access.approvals.action'), dataIndex: 'action', width: 170, render: (action: string) => <Tag className="admin-mono">{action}</Tag> },
          { title: t('access.approvals.subject'), dataIndex: 'subject', ellipsis: true },
          { title: t('access.approvals.reason'), dataIndex: 'reason', ellipsis: true },
          ...(isPending
            ? []
            : [
                {
                  title: t('access.approvals.status'),
                  dataIndex: 'status',
                  width: 120,
                  render: (value: TApproval['status']) => <Badge status={STATUS_BADGES[value]} text={t(`access.approvals.state.${value}`)} />,
                },
                {
                  title: t('access.approvals.decidedCol'),
                  key: 'decided',
                  width: 200,
                  render: (_: unknown, row: TApproval) => <WhoWhen who={row.decidedBy ?? '—'} when={row.decidedAt} />,
                },
              ]),
          ...(isPending && canDecide
            ? [
                {
                  title: t('access.actions'),
                  key: 'actions',
                  width: 210,
                  render: (_: unknown, row: TApproval) => {
                    const isOwn = row.requestedBy === me.data?.name;
                    const buttons = (
                      <Space size={4}>
                        <ReasonButton
                          type="primary"
                          disabled={isOwn}
                          label={t('access.approvals.approve')}
                          title={t('access.approvals.approveTitle', { action: row.action, subject: row.subject })}
                          testId={`admin-approve-${row.id}`}
                          onConfirm={async (reason) => setCreated(passwordOf(await approve.mutateAsync({ id: row.id, reason })))}
                        />
                        <ReasonButton
                          danger
                          disabled={isOwn}
                          label={t('access.approvals.reject')}
                          title={t('access.approvals.rejectTitle', { action: row.action, subject: row.subject })}
                          onConfirm={(reason) => reject.mutateAsync({ id: row.id, reason })}
                        />
                      </Space>
                    );
                    // A disabled button gets no pointer events: the tooltip sits on a wrapper.
                    return isOwn ? (
                      <Tooltip title={t('access.approvals.ownRequest')}>
                        <span tabIndex={0} aria-label={t('access.approvals.ownRequest')}>
                          {buttons}
                        </span>
                      </Tooltip>
                    ) : (
                      buttons
                    );
                  },
                },
              ]
            : []),
        ]}
        expandable={{
          expandedRowRender: (row) => (
            <Descriptions size="small" column={1} bordered styles={{ label: { width: 180 } }}>
              <Descriptions.Item label={t('access.approvals.id')}>{row.id}</Descriptions.Item>
              <Descriptions.Item label={t('access.approvals.subject')}>{row.subject}</Descriptions.Item>
              <Descriptions.Item label={t('access.approvals.call')}>
                <span className="admin-mono">{row.path}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('access.approvals.input')}>
                <Json value={row.input} />
              </Descriptions.Item>
              <Descriptions.Item label={t('access.approvals.reason')}>{row.reason}</Descriptions.Item>
              {isPending ? null : (
                <>
                  <Descriptions.Item label={t('access.approvals.decisionReason')}>{row.decisionReason || '—'}</Descriptions.Item>
                  <Descriptions.Item label={t('access.approvals.result')}>
                    <Json value={row.result} />
                  </Descriptions.Item>
                </>
              )}
            </Descriptions>
          ),
        }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: approvals.data?.totalRow ?? 0,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
    </>
  );
}

/**
 * The two-person queue (issue 18): what waits for a second operator — who asked, when, what (action,
 * subject, the call's input) and why — and what was decided. New operators and role changes wait
 * here too (issue 24); approving a new operator shows its temporary password to the approver, once. The requester sees their own requests
 * but cannot decide them (the server refuses it too).
 */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TStatus>('pending');
  return (
    <>
      <AdminPage title={t('access.approvals.title')}>
        <p style={{ color: '#5c6b7a', marginTop: 0 }}>{t('access.approvals.intro')}</p>
        <Card>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as TStatus)}
            destroyOnHidden
            items={[
              { key: 'pending', label: t('access.approvals.pending'), children: <ApprovalsTable status="pending" /> },
              { key: 'decided', label: t('access.approvals.decided'), children: <ApprovalsTable status="decided" /> },
            ]}
          />
        </Card>
      </AdminPage>
    </>
  );
}
