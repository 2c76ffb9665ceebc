import { useState } from 'react';
import { Empty, Table, Tag } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { deviceLabel } from '../../../features/sessions/device-label';
import type { TLoginFailureEntry } from '../../../features/sessions/sessions-api';
import { useLoginFailures } from '../../../features/sessions/use-login-log';

const PAGE_SIZE = 10;

/** The failed login attempts on the user's account (wrong passwords), marked as such, below the sessions. */
export function LoginFailures() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [page, setPage] = useState(1);
  const failures = useLoginFailures(page, PAGE_SIZE);
  const totalRow = failures.data?.totalRow ?? 0;
  const columns: ColumnsType<TLoginFailureEntry> = [
    { key: 'time', title: t('securityLog.loginTime'), className: 'sl-nowrap', render: (_, f) => <bdi>{formatDateTime(f.time, lang)}</bdi> },
    { key: 'ip', title: t('securityLog.address'), render: (_, f) => <bdi dir="ltr">{f.ip || '—'}</bdi> },
    { key: 'device', title: t('securityLog.device'), render: (_, f) => <bdi dir="ltr">{deviceLabel(f) ?? t('securityLog.unknownDevice')}</bdi> },
    { key: 'state', title: t('securityLog.state'), render: () => <Tag color="error">{t('securityLog.failures.tag')}</Tag> },
  ];
  return (
    <div className="sl-failures" data-testid="login-failures" data-total={totalRow} data-state={failures.isPending ? 'loading' : 'ready'}>
      <h2 className="pc-section__title">
        <WarningOutlined aria-hidden="true" /> {t('securityLog.failures.title')}
      </h2>
      <p className="pc-muted">{t('securityLog.failures.intro')}</p>
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={failures.data?.list ?? []}
        loading={failures.isPending}
        locale={{ emptyText: failures.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('securityLog.failures.none')} /> }}
        pagination={totalRow > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total: totalRow, onChange: setPage, showSizeChanger: false } : false}
      />
    </div>
  );
}
