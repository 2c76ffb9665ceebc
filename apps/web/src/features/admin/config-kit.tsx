import type { ReactNode } from 'react';
import { Alert, Badge, ConfigProvider, Tag, Tooltip } from 'antd';
import { DollarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorText } from './admin-api';
import { formatUtc } from './admin-kit';

/** The query keys of the config area's screens: every write refreshes its screen's key. */
export const CONFIG_KEYS = {
  products: ['admin', 'config', 'products'],
  disclosures: ['admin', 'config', 'disclosures'],
  spot: ['admin', 'config', 'spot'],
  contract: ['admin', 'config', 'contract'],
  seconds: ['admin', 'config', 'seconds'],
  params: ['admin', 'config', 'params'],
  approvals: ['admin', 'approvals'],
} as const;

/** Marks a money parameter: a change waits for a second operator's approval. */
export function MoneyTag() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('config.common.moneyHint')}>
      <Tag icon={<DollarOutlined aria-hidden />}>{t('config.common.money')}</Tag>
    </Tooltip>
  );
}

/** On or off, in words and colour. */
export function OnOffTag({ isOn }: { isOn: boolean }) {
  const { t } = useTranslation();
  return <Badge style={{ whiteSpace: 'nowrap' }} status={isOn ? 'success' : 'default'} text={isOn ? t('config.common.on') : t('config.common.off')} />;
}

/** A failed read, said where the table would be. */
export function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <Alert type="error" showIcon title={t('config.common.loadFailed')} description={errorText(error)} />;
}


/** The changes of a screen waiting for a second operator (two-person rule), if any. */
export function PendingList({ items }: { items: readonly { approvalId: string; subject: string; requestedBy: string; requestedAt: number; reason: string }[] | undefined }) {
  const { t } = useTranslation();
  if (!items || items.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('config.common.pendingTitle', { n: items.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {items.map((p) => (
            <li key={p.approvalId}>
              <span className="admin-mono">{p.subject}</span> {t('config.common.pendingLine', { by: p.requestedBy, at: formatUtc(p.requestedAt), reason: p.reason, id: p.approvalId })}
            </li>
          ))}
        </ul>
      }
    />
  );
}
