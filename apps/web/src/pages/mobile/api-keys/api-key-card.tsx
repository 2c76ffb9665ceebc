import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { KIND_NAMES } from '../../../features/api-keys/api-key-form';
import type { TApiKey } from '../../../features/api-keys/api-keys-api';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { CopyValue } from './copy-value';

type TProps = { apiKey: TApiKey; onEdit: () => void; onDelete: () => void };

/** One key: label and kind, the API key (copyable), permissions, allowed addresses, creation; edit and delete. */
export function ApiKeyCard({ apiKey: k, onEdit, onDelete }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  return (
    <li className="mak-card" data-key-id={k.id} data-api-key={k.apiKey}>
      <div className="mak-card__head">
        <strong className="mak-card__label">{k.label}</strong>
        <Tag color="default" fill="outline">{KIND_NAMES[k.kind]}</Tag>
      </div>
      <div className="mak-card__key">
        <code dir="ltr">{k.apiKey}</code>
        <CopyValue text={k.apiKey} label={t('apiKeys.copyKey')} />
      </div>
      <dl className="mak-card__facts">
        <dt>{t('apiKeys.permissions')}</dt>
        <dd className="mak-perms">
          <Tag color="default">{t('apiKeys.read')}</Tag>
          {k.canTrade && <Tag color="primary">{t('apiKeys.trade')}</Tag>}
          {k.canWithdraw && <Tag color="warning">{t('apiKeys.withdraw')}</Tag>}
        </dd>
        <dt>{t('apiKeys.ips')}</dt>
        <dd>{k.ipAllow.length === 0 ? t('apiKeys.anyAddress') : k.ipAllow.map((ip) => <bdi key={ip} dir="ltr" className="mak-ip">{ip}</bdi>)}</dd>
        <dt>{t('apiKeys.created')}</dt>
        <dd><bdi>{formatDateTime(k.createdAt, lang)}</bdi></dd>
      </dl>
      <div className="mak-card__actions">
        <Button size="small" fill="outline" onClick={onEdit} data-testid={`edit-${k.id}`}>{t('apiKeys.edit')}</Button>
        <Button size="small" color="danger" fill="outline" onClick={onDelete} data-testid={`delete-${k.id}`}>{t('apiKeys.delete')}</Button>
      </div>
    </li>
  );
}
