import { Button, Dialog, DotLoading } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API_KEY_LIMITS } from '@exchange/contracts';
import type { TApiKey } from '../../../features/api-keys/api-keys-api';
import { useApiKeys, useDeleteApiKey } from '../../../features/api-keys/use-api-keys';
import { EmptyState } from '../../../ui/empty-state';
import { SubPage } from '../../../ui/mobile/sub-page';
import { ApiKeyCard } from './api-key-card';
import { CopyValue } from './copy-value';
import './api-keys.css';

/**
 * /security/api-keys (issue 27): the user's keys for the Binance-compatible API, what they are for,
 * the address bots send to; creating one (/security/api-keys/new), changing one (…/edit?id=) and
 * deleting one after a confirmation.
 */
export function ApiKeysScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useApiKeys();
  const remove = useDeleteApiKey();
  const keys = list.data ?? [];
  const endpoint = `${window.location.origin}/api/v3`;
  const confirmDelete = async (key: TApiKey) => {
    const isSure = await Dialog.confirm({
      title: t('apiKeys.deleteTitle'),
      content: t('apiKeys.deleteText', { label: key.label }),
      confirmText: <span className="mak-danger">{t('apiKeys.delete')}</span>,
      cancelText: t('common.cancel'),
    });
    if (isSure) await remove.submit(key.id);
  };
  const state = list.isPending ? 'loading' : list.isError && !list.data ? 'error' : 'ready';
  return (
    <SubPage title={t('pc.setting.apiKeys')} backTo="/security">
      <div className="mak-page" data-testid="api-keys" data-state={state} data-total={keys.length}>
        <p className="mak-intro">{t('apiKeys.intro')}</p>
        <div className="mak-endpoint">
          <span>{t('apiKeys.endpoint')}</span>
          <code dir="ltr">{endpoint}</code>
          <CopyValue text={endpoint} label={t('apiKeys.copy')} />
        </div>
        {state === 'loading' && (
          <div className="m-center" aria-busy="true"><DotLoading color="primary" /></div>
        )}
        {state === 'error' && (
          <div className="m-center" role="alert">
            <EmptyState description={list.error?.message || t('apiKeys.loadFailed')} />
            <Button size="small" onClick={() => void list.refetch()}>{t('apiKeys.retry')}</Button>
          </div>
        )}
        {state === 'ready' && keys.length === 0 && <EmptyState title={t('apiKeys.emptyTitle')} description={t('apiKeys.empty')} />}
        {state === 'ready' && keys.length > 0 && (
          <ul className="mak-list">
            {keys.map((k) => (
              <ApiKeyCard key={k.id} apiKey={k} onEdit={() => navigate(`/security/api-keys/edit?id=${k.id}`)} onDelete={() => void confirmDelete(k)} />
            ))}
          </ul>
        )}
        {state === 'ready' && (
          <div className="m-pad">
            <Button block color="primary" disabled={keys.length >= API_KEY_LIMITS.keysPerUser} onClick={() => navigate('/security/api-keys/new')} data-testid="api-key-create-open">
              {t('apiKeys.create')}
            </Button>
            <p className="mak-count">{t('apiKeys.count', { n: keys.length, max: API_KEY_LIMITS.keysPerUser })}</p>
          </div>
        )}
      </div>
    </SubPage>
  );
}
