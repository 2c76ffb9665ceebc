import { useState } from 'react';
import { Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_USERS } from '@exchange/contracts';
import { adminCall } from '../../../features/admin/admin-api';
import { AdminPage, formatUtc, ToneTag } from '../../../features/admin/admin-kit';
import { PagedTable, usePage } from '../../../features/admin/ops-kit';

/** Users: search by e-mail, phone or uid (exact or prefix), newest first. */
export default function UsersPage() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const page = usePage(20);
  const query = useQuery({
    queryKey: ['admin', 'ops', 'users', q, page.pageNo],
    queryFn: () => adminCall(ADMIN_USERS, { q, pageNo: page.pageNo, pageSize: page.pageSize }),
  });
  return (
    <>
    <AdminPage
      title={t('ops.users.title')}
      extra={
        <Input.Search
          allowClear
          aria-label={t('ops.users.search')}
          placeholder={t('ops.users.search')}
          style={{ width: 360 }}
          onSearch={(value) => {
            setQ(value.trim());
            page.setPageNo(1);
          }}
          data-testid="users-search"
        />
      }
    >
      <PagedTable
        query={query}
        page={page}
        columns={[
          { title: t('ops.users.uid'), dataIndex: 'uid', render: (uid: string, row) => <Link to={`/users/${row.id}`}>{uid}</Link> },
          { title: t('ops.users.email'), dataIndex: 'email', render: (v: string | null) => v ?? '—' },
          { title: t('ops.users.phone'), dataIndex: 'phone', render: (v: string | null) => v ?? '—' },
          { title: t('ops.users.country'), dataIndex: 'country', render: (v: string | null) => v ?? '—' },
          { title: t('ops.users.kyc'), dataIndex: 'kycStatus', render: (v: number) => <ToneTag tone={v === 2 ? 'green' : v === 1 ? 'gold' : v === 3 ? 'red' : 'grey'}>{t(`ops.kycStatus.${v}`)}</ToneTag> },
          { title: t('ops.users.login'), dataIndex: 'loginDisabled', render: (v: boolean) => (v ? <ToneTag tone="red">{t('ops.users.disabled')}</ToneTag> : <ToneTag tone="green">{t('ops.users.enabled')}</ToneTag>) },
          { title: t('ops.users.created'), dataIndex: 'createdAt', render: (v: number) => formatUtc(v) },
        ]}
      />
    </AdminPage>
    </>
  );
}
