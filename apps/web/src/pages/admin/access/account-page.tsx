import { App, Button, Card, Form, Input, Popconfirm, Table, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_CHANGE_PASSWORD, ADMIN_MY_SESSIONS, ADMIN_REVOKE_SESSION, LIMITS } from '@exchange/contracts';
import { adminCall, errorText } from '../../../features/admin/admin-api';
import { AdminPage, formatUtc, ToneTag } from '../../../features/admin/admin-kit';
import { useAdminMe } from '../../../features/admin/use-admin-me';

const SESSIONS_KEY = ['admin', 'access', 'sessions'] as const;

type TSession = { id: string; ip: string; userAgent: string; createdAt: number; lastSeenAt: number; expiresAt: number; isCurrent: boolean };

function SessionsCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => adminCall(ADMIN_MY_SESSIONS, {}) });
  const revoke = async (id: string) => {
    try {
      await adminCall(ADMIN_REVOKE_SESSION, { id });
      message.success(t('access.account.revoked'));
      await queryClient.invalidateQueries({ queryKey: [...SESSIONS_KEY] });
    } catch (failure) {
      message.error(errorText(failure));
    }
  };
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('access.account.sessions')}</h2>} style={{ marginBottom: 24 }}>
      <Table<TSession>
        rowKey="id"
        size="small"
        loading={sessions.isPending}
        dataSource={sessions.data ?? []}
        pagination={false}
        columns={[
          { title: t('access.account.device'), dataIndex: 'userAgent', render: (ua: string, row) => (
            <>
              <span className="admin-mono">{ua || '—'}</span> {row.isCurrent ? <ToneTag tone="blue">{t('access.account.thisSession')}</ToneTag> : null}
            </>
          ) },
          { title: t('access.account.ip'), dataIndex: 'ip', width: 140 },
          { title: t('access.account.createdAt'), dataIndex: 'createdAt', width: 200, render: formatUtc },
          { title: t('access.account.lastSeenAt'), dataIndex: 'lastSeenAt', width: 200, render: formatUtc },
          { title: t('access.account.expiresAt'), dataIndex: 'expiresAt', width: 200, render: formatUtc },
          {
            title: t('access.actions'),
            key: 'actions',
            width: 120,
            render: (_: unknown, row) =>
              row.isCurrent ? null : (
                <Popconfirm title={t('access.account.revokeConfirm')} okText={t('shell.confirm')} cancelText={t('shell.cancel')} onConfirm={() => revoke(row.id)}>
                  <Button size="small" danger>
                    {t('access.account.revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      {sessions.isError ? (
        <Typography.Text type="danger" role="alert">
          {errorText(sessions.error)}
        </Typography.Text>
      ) : null}
    </Card>
  );
}

function PasswordCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const submit = async (values: { oldPassword: string; newPassword: string; totp: string }) => {
    try {
      await adminCall(ADMIN_CHANGE_PASSWORD, { oldPassword: values.oldPassword, newPassword: values.newPassword, totp: values.totp });
      message.success(t('access.account.passwordChanged'));
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: [...SESSIONS_KEY] });
    } catch (failure) {
      message.error(errorText(failure));
    }
  };
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('access.account.changePassword')}</h2>}>
      <Form form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={(values) => void submit(values)} requiredMark={false}>
        <Form.Item name="oldPassword" label={t('access.account.oldPassword')} rules={[{ required: true, message: t('access.login.passwordRule') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('access.account.newPassword')} extra={t('access.account.newPasswordHint')} rules={[{ required: true, min: 12, max: 128, message: t('access.account.newPasswordRule') }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="repeat"
          label={t('access.account.repeatPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('access.account.repeatRule') },
            ({ getFieldValue }) => ({ validator: (_, value) => (value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('access.account.repeatRule')))) }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="totp" label={t('access.login.code')} rules={[{ required: true, pattern: /^\d{6}$/, message: t('access.login.codeRule') }]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={LIMITS.totpLength} style={{ width: 160 }} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('access.account.othersEnd')}</Typography.Paragraph>
        <Button type="primary" htmlType="submit">
          {t('access.account.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}

/** The operator's own account: open sessions (end the others), and the password. */
export default function AccountPage() {
  const { t } = useTranslation();
  const me = useAdminMe();
  return (
    <>
      <AdminPage title={t('access.account.title', { name: me.data?.name ?? '' })}>
        <SessionsCard />
        <PasswordCard />
      </AdminPage>
    </>
  );
}
