import { Alert, Badge, Checkbox, Form, Input, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_OPERATOR_CREATE,
  ADMIN_OPERATOR_DISABLE,
  ADMIN_OPERATOR_RESET_TOTP,
  ADMIN_OPERATOR_ROLES,
  ADMIN_OPERATORS,
  OPERATOR_NAME_RULE,
  OPERATOR_ROLES,
  type TOperatorRole,
} from '@exchange/contracts';
import { adminCall, errorText } from '../../../features/admin/admin-api';
import { AdminPage, formatUtc, ReasonButton, useAdminWrite } from '../../../features/admin/admin-kit';
import { useAdminMe, useCan } from '../../../features/admin/use-admin-me';

const OPERATORS_KEY = ['admin', 'access', 'operators'] as const;

type TOperatorRow = {
  name: string;
  roles: TOperatorRole[];
  enrolled: boolean;
  disabled: boolean;
  disabledReason: string;
  createdAt: number;
  createdBy: string;
  lastLoginAt: number | null;
};

function RolesField({ initial }: { initial?: TOperatorRole[] }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="roles"
      label={t('access.operators.roles')}
      initialValue={initial}
      // A validator, not `required`: antd would put aria-required on the group's div, which ARIA does not allow there.
      rules={[{ validator: (_, value?: string[]) => (value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('access.operators.rolesRule')))) }]}
    >
      <Checkbox.Group role="group" aria-label={t('access.operators.roles')} options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`shell.role.${role}`) }))} />
    </Form.Item>
  );
}

/**
 * Operators and their roles (issue 18): create and change roles (both held for a second admin, who
 * is shown the temporary password once in Approvals: issue 24), disable, reset TOTP — each with its reason.
 */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const me = useAdminMe();
  const canCreate = useCan('operators.create');
  const canRoles = useCan('operators.roles');
  const canDisable = useCan('operators.disable');
  const canReset = useCan('operators.resetTotp');
  const operators = useQuery({ queryKey: OPERATORS_KEY, queryFn: () => adminCall(ADMIN_OPERATORS, {}) });
  const create = useAdminWrite(ADMIN_OPERATOR_CREATE, [OPERATORS_KEY]);
  const setRoles = useAdminWrite(ADMIN_OPERATOR_ROLES, [OPERATORS_KEY]);
  const disable = useAdminWrite(ADMIN_OPERATOR_DISABLE, [OPERATORS_KEY]);
  const reset = useAdminWrite(ADMIN_OPERATOR_RESET_TOTP, [OPERATORS_KEY]);

  const createButton = canCreate ? (
    <ReasonButton
      type="primary"
      label={t('access.operators.create')}
      title={t('access.operators.createTitle')}
      testId="admin-operator-create"
      extraFields={
        <>
          <Form.Item name="name" label={t('access.operators.name')} extra={t('access.operators.nameHint')} rules={[{ required: true, pattern: OPERATOR_NAME_RULE, message: t('access.operators.nameRule') }]}>
            <Input autoComplete="off" />
          </Form.Item>
          <RolesField />
          <Alert type="info" showIcon title={t('access.operators.createHint')} style={{ marginBottom: 16 }} />
        </>
      }
      onConfirm={async (reason, values) => {
        const roles = values.roles as unknown as TOperatorRole[];
        // Held for a second admin (issue 24): the temporary password goes to that admin, in Approvals.
        await create.mutateAsync({ name: values.name!.trim(), roles, reason });
      }}
    />
  ) : null;

  return (
    <>
      <AdminPage title={t('access.operators.title')} extra={createButton}>
        {operators.isError ? <Alert type="error" showIcon title={errorText(operators.error)} style={{ marginBottom: 16 }} /> : null}
        <Table<TOperatorRow>
          rowKey="name"
          loading={operators.isPending}
          dataSource={operators.data ?? []}
          pagination={false}
          columns={[
            { title: t('access.operators.name'), dataIndex: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
            { title: t('access.operators.roles'), dataIndex: 'roles', render: (roles: TOperatorRole[]) => roles.map((role) => <Tag key={role}>{t(`shell.role.${role}`)}</Tag>) },
            {
              title: t('access.operators.state'),
              key: 'state',
              render: (_: unknown, row) => (
                <Space size={12} wrap>
                  {row.disabled ? (
                    <Tooltip title={row.disabledReason}>
                      <Badge status="error" text={t('access.operators.disabled')} />
                    </Tooltip>
                  ) : (
                    <Badge status="success" text={t('access.operators.active')} />
                  )}
                  {row.enrolled ? <Badge status="processing" text={t('access.operators.enrolled')} /> : <Badge status="warning" text={t('access.operators.notEnrolled')} />}
                </Space>
              ),
            },
            { title: t('access.operators.created'), key: 'created', render: (_: unknown, row) => `${formatUtc(row.createdAt)} · ${row.createdBy}` },
            { title: t('access.operators.lastLogin'), dataIndex: 'lastLoginAt', render: (at: number | null) => formatUtc(at) },
            {
              title: t('access.actions'),
              key: 'actions',
              render: (_: unknown, row) => {
                const isMe = row.name === me.data?.name;
                return (
                  <Space size={4} wrap>
                    {canRoles && !isMe ? (
                      <ReasonButton
                        type="link"
                        label={t('access.operators.editRoles')}
                        title={t('access.operators.editRolesTitle', { name: row.name })}
                        extraFields={
                          <>
                            <RolesField initial={row.roles} />
                            <Alert type="info" showIcon title={t('access.operators.rolesHint')} style={{ marginBottom: 16 }} />
                          </>
                        }
                        onConfirm={(reason, values) => setRoles.mutateAsync({ name: row.name, roles: values.roles as unknown as TOperatorRole[], reason })}
                      />
                    ) : null}
                    {canDisable && !isMe ? (
                      <ReasonButton
                        type="link"
                        danger={!row.disabled}
                        label={row.disabled ? t('access.operators.enable') : t('access.operators.disable')}
                        title={row.disabled ? t('access.operators.enableTitle', { name: row.name }) : t('access.operators.disableTitle', { name: row.name })}
                        onConfirm={(reason) => disable.mutateAsync({ name: row.name, disabled: !row.disabled, reason })}
                      />
                    ) : null}
                    {canReset && row.enrolled ? (
                      <ReasonButton
                        type="link"
                        danger
                        label={t('access.operators.resetTotp')}
                        title={t('access.operators.resetTotpTitle', { name: row.name })}
                        extraFields={<Alert type="warning" showIcon title={t('access.operators.resetTotpWarning')} style={{ marginBottom: 16 }} />}
                        onConfirm={(reason) => reset.mutateAsync({ name: row.name, reason })}
                      />
                    ) : null}
                  </Space>
                );
              },
            },
          ]}
        />
      </AdminPage>
    </>
  );
}
