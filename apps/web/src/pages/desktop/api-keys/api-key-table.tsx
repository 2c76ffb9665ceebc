import type { HTMLAttributes } from 'react';
import { Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { KIND_NAMES } from '../../../features/api-keys/api-key-form';
import type { TApiKey } from '../../../features/api-keys/api-keys-api';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { CopyValue } from './copy-value';

type TProps = { keys: TApiKey[]; onEdit: (key: TApiKey) => void; onDelete: (key: TApiKey) => void };

/** A key's public name, short enough for a cell: its start and end (the copy button copies it whole). */
const shortKey = (apiKey: string) => `${apiKey.slice(0, 8)}…${apiKey.slice(-6)}`;

/** The user's keys: label and kind, the API key (copyable), permissions, allowed addresses, creation. */
export function ApiKeyTable({ keys, onEdit, onDelete }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const columns: ColumnsType<TApiKey> = [
    {
      key: 'label',
      title: t('apiKeys.label'),
      render: (_, k) => (
        <div className="ak-cell-label">
          <strong>{k.label}</strong>
          <Tag className="ak-kind-tag">{KIND_NAMES[k.kind]}</Tag>
        </div>
      ),
    },
    {
      key: 'apiKey',
      title: t('apiKeys.apiKey'),
      render: (_, k) => (
        <span className="ak-cell-key">
          <code dir="ltr" title={k.apiKey}>{shortKey(k.apiKey)}</code>
          <CopyValue text={k.apiKey} label={t('apiKeys.copyKey')} testId={`copy-${k.id}`} />
        </span>
      ),
    },
    {
      key: 'permissions',
      title: t('apiKeys.permissions'),
      render: (_, k) => (
        <span className="ak-perms">
          <Tag>{t('apiKeys.read')}</Tag>
          {k.canTrade && <Tag color="blue">{t('apiKeys.trade')}</Tag>}
          {k.canWithdraw && <Tag color="orange">{t('apiKeys.withdraw')}</Tag>}
        </span>
      ),
    },
    {
      key: 'ips',
      title: t('apiKeys.ips'),
      render: (_, k) =>
        k.ipAllow.length === 0 ? (
          <span className="pc-muted">{t('apiKeys.anyAddress')}</span>
        ) : (
          <ul className="ak-ips">{k.ipAllow.map((ip) => <li key={ip}><bdi dir="ltr">{ip}</bdi></li>)}</ul>
        ),
    },
    { key: 'created', title: t('apiKeys.created'), className: 'ak-nowrap', render: (_, k) => <bdi>{formatDateTime(k.createdAt, lang)}</bdi> },
    {
      key: 'actions',
      title: t('apiKeys.actions'),
      align: 'end',
      render: (_, k) => (
        <span className="ak-actions">
          <Button size="small" type="link" onClick={() => onEdit(k)} data-testid={`edit-${k.id}`}>
            {t('apiKeys.edit')}
          </Button>
          <Button size="small" type="link" danger onClick={() => onDelete(k)} data-testid={`delete-${k.id}`}>
            {t('apiKeys.delete')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <Table
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={keys}
      pagination={false}
      onRow={(k) => ({ 'data-key-id': k.id, 'data-api-key': k.apiKey }) as HTMLAttributes<HTMLElement>}
    />
  );
}
