import { useState } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_KEY_LIMITS } from '@exchange/contracts';
import type { TApiKey } from '../../../features/api-keys/api-keys-api';
import { useApiKeyCreate } from '../../../features/api-keys/use-api-key-create';
import { useApiKeys, useDeleteApiKey } from '../../../features/api-keys/use-api-keys';
import { EmptyState } from '../../../ui/empty-state';
import { ApiKeyCreateForm } from './api-key-create-form';
import { ApiKeyEditModal } from './api-key-edit-modal';
import { ApiKeySecret } from './api-key-secret';
import { ApiKeyTable } from './api-key-table';
import { CopyValue } from './copy-value';
import '../assets/assets.css';
import './api-keys.css';

/** Where bots send their requests: this site's Binance-compatible API. */
const endpoint = () => `${window.location.origin}/api/v3`;

/**
 * /setting/api-keys (issue 27): the user's API keys for the Binance-compatible API, with creation
 * (the secret shown once), changes and deletion behind a confirmation. The view (list, new key,
 * secret) is this page's own state, so the secret never lands in the address or the history.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const list = useApiKeys();
  const form = useApiKeyCreate();
  const remove = useDeleteApiKey();
  const [isCreating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TApiKey | null>(null);
  const [deleting, setDeleting] = useState<TApiKey | null>(null);
  const keys = list.data ?? [];
  const isFull = keys.length >= API_KEY_LIMITS.keysPerUser;
  const state = list.isPending ? 'loading' : list.isError && !list.data ? 'error' : 'ready';
  let body;
  if (form.created) body = <ApiKeySecret created={form.created} onDone={() => (form.forget(), setCreating(false))} />;
  else if (isCreating) body = <ApiKeyCreateForm form={form} onCancel={() => setCreating(false)} />;
  else if (state === 'loading') body = <Spin className="da-spin" />;
  else if (state === 'error')
    body = (
      <Alert
        type="error"
        showIcon
        title={list.error?.message || t('apiKeys.loadFailed')}
        action={<Button size="small" onClick={() => void list.refetch()}>{t('apiKeys.retry')}</Button>}
      />
    );
  else if (keys.length === 0) body = <EmptyState title={t('apiKeys.emptyTitle')} description={t('apiKeys.empty')} />;
  else body = <ApiKeyTable keys={keys} onEdit={setEditing} onDelete={setDeleting} />;
  const isList = !form.created && !isCreating;
  return (
    <section className="pc-card pc-section ak-page" data-testid="api-keys" data-state={state} data-total={keys.length}>
      <div className="ak-head">
        <h1 className="pc-page__title">{t(isList ? 'pc.setting.apiKeys' : 'apiKeys.create')}</h1>
        {isList && state === 'ready' && (
          <span className="ak-head__end">
            <span className="pc-muted">{t('apiKeys.count', { n: keys.length, max: API_KEY_LIMITS.keysPerUser })}</span>
            <Button type="primary" disabled={isFull} onClick={() => setCreating(true)} data-testid="api-key-create-open">
              {t('apiKeys.create')}
            </Button>
          </span>
        )}
      </div>
      {isList && (
        <>
          <p className="pc-muted ak-intro">{t('apiKeys.intro')}</p>
          <p className="ak-endpoint">
            <span className="pc-muted">{t('apiKeys.endpoint')}</span>
            <code dir="ltr">{endpoint()}</code>
            <CopyValue text={endpoint()} label={t('apiKeys.copy')} />
          </p>
        </>
      )}
      {body}
      {editing && <ApiKeyEditModal apiKey={editing} onClose={() => setEditing(null)} />}
      <Modal
        open={deleting !== null}
        title={t('apiKeys.deleteTitle')}
        okText={t('apiKeys.delete')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, loading: remove.isPending, id: 'api-key-delete-confirm' }}
        onCancel={() => setDeleting(null)}
        onOk={async () => {
          if (!deleting) return;
          await remove.submit(deleting.id);
          setDeleting(null);
        }}
      >
        {deleting && <p>{t('apiKeys.deleteText', { label: deleting.label })}</p>}
      </Modal>
    </section>
  );
}
