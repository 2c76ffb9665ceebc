import { useState } from 'react';
import { Alert, Card, Col, Descriptions, Input, Row, Space, Table, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ADMIN_USER_DETAIL, ADMIN_USER_LEDGER, ADMIN_USER_LOGIN, ADMIN_USER_MESSAGES } from '@exchange/contracts';
import { adminCall, errorText } from '../../../features/admin/admin-api';
import { AdminPage, formatUtc, ReasonButton, useAdminWrite, ToneTag } from '../../../features/admin/admin-kit';
import { useCan } from '../../../features/admin/use-admin-me';
import { PagedTable, PrivateImage, usePage } from '../../../features/admin/ops-kit';

const mono = (v: string) => <span className="admin-mono">{v}</span>;

function LedgerTab({ id }: { id: string }) {
  const { t } = useTranslation();
  const [asset, setAsset] = useState('');
  const page = usePage(20);
  const query = useQuery({
    queryKey: ['admin', 'ops', 'user', id, 'ledger', asset, page.pageNo],
    queryFn: () => adminCall(ADMIN_USER_LEDGER, { id: Number(id), asset, pageNo: page.pageNo, pageSize: page.pageSize }),
  });
  return (
    <>
      <Input.Search
        allowClear
        aria-label={t('ops.user.filterAsset')}
        placeholder={t('ops.user.filterAsset')}
        style={{ width: 220, marginBottom: 12 }}
        onSearch={(v) => {
          setAsset(v.trim());
          page.setPageNo(1);
        }}
      />
      <PagedTable
        query={query}
        page={page}
        columns={[
          { title: t('ops.time'), dataIndex: 'time', render: (v: number) => formatUtc(v) },
          { title: t('ops.user.type'), dataIndex: 'type' },
          { title: t('ops.asset'), dataIndex: 'asset' },
          { title: t('ops.user.account'), key: 'account', render: (_: unknown, r) => `${r.wallet} / ${r.bucket}` },
          { title: t('ops.amount'), dataIndex: 'amount', align: 'right', render: (v: string) => <span className="admin-mono" style={{ color: v.startsWith('-') ? '#cf1322' : '#237804' }}>{v}</span> },
          { title: t('ops.user.balanceAfter'), dataIndex: 'balanceAfter', align: 'right', render: mono },
          { title: t('ops.user.reference'), dataIndex: 'reference', render: mono },
          { title: t('ops.user.memo'), dataIndex: 'memo', ellipsis: true },
        ]}
      />
    </>
  );
}

function MessagesTab({ id }: { id: string }) {
  const { t } = useTranslation();
  const page = usePage(20);
  const query = useQuery({
    queryKey: ['admin', 'ops', 'user', id, 'messages', page.pageNo],
    queryFn: () => adminCall(ADMIN_USER_MESSAGES, { id: Number(id), pageNo: page.pageNo, pageSize: page.pageSize }),
  });
  return (
    <PagedTable
      query={query}
      page={page}
      showError={false}
      columns={[
        { title: t('ops.time'), dataIndex: 'createdAt', render: (v: number) => formatUtc(v) },
        { title: t('ops.user.kind'), dataIndex: 'kind' },
        { title: t('ops.user.params'), dataIndex: 'params', render: (v: Record<string, unknown>) => mono(Object.entries(v).map(([k, x]) => `${k}=${String(x)}`).join(', ')) },
        { title: t('ops.user.reference'), dataIndex: 'ref', render: mono },
        { title: t('ops.user.read'), dataIndex: 'readAt', render: (v: number | null) => (v === null ? <ToneTag tone="gold">{t('ops.user.unread')}</ToneTag> : formatUtc(v)) },
      ]}
    />
  );
}

/** One user: profile, KYC, balances (read-only), ledger, sessions, messages; disable or enable log-in. */
export default function UserPage() {
  const { t } = useTranslation();
  const canSeeIdPhotos = useCan('kyc.read');
  const { id = '' } = useParams();
  const canMessages = useCan('users.messages');
  const canLogin = useCan('users.login');
  const query = useQuery({ queryKey: ['admin', 'ops', 'user', id], queryFn: () => adminCall(ADMIN_USER_DETAIL, { id: Number(id) }), enabled: /^\d+$/.test(id) });
  const setLogin = useAdminWrite(ADMIN_USER_LOGIN, [['admin', 'ops', 'user', id], ['admin', 'ops', 'users']]);
  const data = query.data;
  const p = data?.profile;
  return (
    <>
    <AdminPage
      title={p ? t('ops.user.title', { uid: p.uid }) : t('ops.users.title')}
      extra={
        <Space>
          <Link to="/users">{t('ops.user.back')}</Link>
          {p && canLogin ? (
            p.loginDisabled ? (
              <ReasonButton label={t('ops.user.enable')} title={t('ops.user.enableTitle', { uid: p.uid })} type="primary" testId="user-enable" onConfirm={(reason) => setLogin.mutateAsync({ id: Number(id), enabled: true, reason })} />
            ) : (
              <ReasonButton label={t('ops.user.disable')} title={t('ops.user.disableTitle', { uid: p.uid })} danger testId="user-disable" onConfirm={(reason) => setLogin.mutateAsync({ id: Number(id), enabled: false, reason })} />
            )
          ) : null}
        </Space>
      }
    >
      {query.isError ? <Alert type="error" showIcon message={errorText(query.error)} /> : null}
      {p?.loginDisabled ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('ops.user.disabledSince', { time: formatUtc(p.loginDisabledAt), reason: p.loginDisabledReason })} /> : null}
      <Row gutter={16}>
        <Col xs={24} xl={14}>
          <Card size="small" title={t('ops.user.profile')} loading={query.isLoading}>
            {p ? (
              <Descriptions size="small" column={2}>
                <Descriptions.Item label={t('ops.users.uid')}>{p.uid}</Descriptions.Item>
                <Descriptions.Item label={t('ops.user.id')}>{p.id}</Descriptions.Item>
                <Descriptions.Item label={t('ops.users.email')}>{p.email ?? '—'}</Descriptions.Item>
                <Descriptions.Item label={t('ops.users.phone')}>{p.phone ? `${p.areaCode ? `+${p.areaCode} ` : ''}${p.phone}` : '—'}</Descriptions.Item>
                <Descriptions.Item label={t('ops.users.country')}>{p.country ?? '—'}</Descriptions.Item>
                <Descriptions.Item label={t('ops.user.kycCountry')}>{p.kycCountry ?? '—'}</Descriptions.Item>
                <Descriptions.Item label={t('ops.users.kyc')}>{t(`ops.kycStatus.${p.kycStatus}`)}</Descriptions.Item>
                <Descriptions.Item label={t('ops.user.score')}>{p.score}</Descriptions.Item>
                <Descriptions.Item label={t('ops.user.referrer')}>{p.referrer ? <Link to={`/users/${p.referrer.id}`}>{p.referrer.uid}</Link> : '—'}</Descriptions.Item>
                <Descriptions.Item label={t('ops.users.created')}>{formatUtc(p.createdAt)}</Descriptions.Item>
                <Descriptions.Item label={t('ops.users.login')}>{p.loginDisabled ? <ToneTag tone="red">{t('ops.users.disabled')}</ToneTag> : <ToneTag tone="green">{t('ops.users.enabled')}</ToneTag>}</Descriptions.Item>
              </Descriptions>
            ) : null}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={t('ops.user.kycFile')} loading={query.isLoading}>
            {data?.kyc ? (
              <>
                <Descriptions size="small" column={1}>
                  <Descriptions.Item label={t('ops.kyc.name')}>{data.kyc.realName}</Descriptions.Item>
                  <Descriptions.Item label={t('ops.kyc.idNumber')}>{mono(data.kyc.idNumber)}</Descriptions.Item>
                  <Descriptions.Item label={t('ops.kyc.idCountry')}>{data.kyc.idCountry ?? '—'}</Descriptions.Item>
                  <Descriptions.Item label={t('ops.status')}>{t(`ops.kycFileStatus.${data.kyc.status}`)}</Descriptions.Item>
                  {data.kyc.reason ? <Descriptions.Item label={t('ops.reasonGiven')}>{data.kyc.reason}</Descriptions.Item> : null}
                </Descriptions>
                {canSeeIdPhotos ? (
                  <Space>
                    <PrivateImage src={data.kyc.frontImage} alt={t('ops.kyc.front')} width={140} />
                    <PrivateImage src={data.kyc.backImage} alt={t('ops.kyc.back')} width={140} />
                  </Space>
                ) : (
                  // Only reviewers see identity photos (the server refuses anyone else): said, not a broken image.
                  <Typography.Text type="secondary" data-testid="kyc-photos-not-allowed">
                    {t('ops.kyc.photosNotAllowed')}
                  </Typography.Text>
                )}
              </>
            ) : (
              <Typography.Text type="secondary">{t('ops.user.noKyc')}</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('ops.user.balances')} style={{ marginTop: 16 }} loading={query.isLoading}>
        <Table
          size="small"
          rowKey={(r) => `${r.wallet}:${r.asset}`}
          dataSource={data?.balances ?? []}
          pagination={false}
          locale={{ emptyText: <Typography.Text type="secondary">{t('ops.user.noBalances')}</Typography.Text> }}
          columns={[
            { title: t('ops.user.wallet'), dataIndex: 'wallet' },
            { title: t('ops.asset'), dataIndex: 'asset' },
            { title: t('ops.user.available'), dataIndex: 'available', align: 'right', render: mono },
            { title: t('ops.user.frozen'), dataIndex: 'frozen', align: 'right', render: mono },
          ]}
        />
      </Card>
      {/^\d+$/.test(id) ? (
        <Tabs
          style={{ marginTop: 16 }}
          items={[
            { key: 'ledger', label: t('ops.user.ledger'), children: <LedgerTab id={id} /> },
            {
              key: 'sessions',
              label: t('ops.user.sessions', { count: data?.sessions.length ?? 0 }),
              children: (
                <Table
                  size="small"
                  rowKey="id"
                  dataSource={data?.sessions ?? []}
                  pagination={false}
                  columns={[
                    { title: t('ops.user.ip'), dataIndex: 'ip', render: mono },
                    { title: t('ops.user.device'), dataIndex: 'userAgent', ellipsis: true },
                    { title: t('ops.user.opened'), dataIndex: 'createdAt', render: (v: number) => formatUtc(v) },
                    { title: t('ops.user.lastSeen'), dataIndex: 'lastSeenAt', render: (v: number) => formatUtc(v) },
                    { title: t('ops.user.expires'), dataIndex: 'expiresAt', render: (v: number) => formatUtc(v) },
                  ]}
                />
              ),
            },
            ...(canMessages ? [{ key: 'messages', label: t('ops.user.messages'), children: <MessagesTab id={id} /> }] : []),
          ]}
        />
      ) : null}
    </AdminPage>
    </>
  );
}
