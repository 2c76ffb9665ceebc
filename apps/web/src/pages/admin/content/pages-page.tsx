import { useMemo, useState } from 'react';
import { Alert, Button, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADMIN_CONTENT_PAGE_SAVE, ADMIN_CONTENT_PAGES, CONTENT_LIMITS, type ZAdminContentPage } from '@exchange/contracts';
import { AdminPage, formatUtc, useAdminWrite } from '../../../features/admin/admin-kit';
import { adminCall } from '../../../features/admin/admin-api';
import { useCan } from '../../../features/admin/use-admin-me';
import { changedTexts, EditorDrawer, EnglishRequired, LanguageCount, TextsEditor, textsOf, useTitleBodyFields, type TTexts } from '../../../features/admin/content-texts';

type TPage = z.output<typeof ZAdminContentPage>;
const PAGES_KEY = ['admin', 'content', 'pages'] as const;

/** About and pages (issue 18): contact, about us, user agreement, legal, privacy, customer service; 14 languages each. */
export default function PagesPage() {
  const { t } = useTranslation();
  const canEdit = useCan('content.edit');
  const pages = useQuery({ queryKey: [...PAGES_KEY], queryFn: () => adminCall(ADMIN_CONTENT_PAGES, {}) });
  const [open, setOpen] = useState<number | null>(null);
  const page = pages.data?.find((p) => p.type === open);
  return (
    <AdminPage title={t('content.pages.title')}>
      {pages.error ? <Alert type="error" showIcon title={pages.error.message} /> : null}
      <p style={{ color: '#595959', maxWidth: 880 }}>{t('content.pages.intro')}</p>
      <Table
        rowKey="type"
        size="small"
        loading={pages.isLoading}
        pagination={false}
        dataSource={pages.data ?? []}
        columns={[
          { title: t('content.pages.page'), render: (_, row) => t(`content.pages.key.${row.key}`) },
          { title: t('content.pages.type'), dataIndex: 'type' },
          { title: t('content.pages.englishTitle'), render: (_, row) => <span lang="en-US">{row.texts['en-US']?.title ?? '—'}</span> },
          { title: t('content.texts.languages'), render: (_, row) => <LanguageCount count={Object.keys(row.texts).length} /> },
          {
            title: t('content.updatedAt'),
            render: (_, row) => {
              const latest = Object.values(row.texts).reduce((best, x) => (x && x.updatedAt > (best?.updatedAt ?? -1) ? x : best), undefined as (typeof row.texts)['en-US']);
              return latest ? `${formatUtc(latest.updatedAt)} · ${latest.updatedBy}` : '—';
            },
          },
          {
            title: t('content.actions'),
            render: (_, row) => (
              <Button size="small" onClick={() => setOpen(row.type)} data-testid={`page-edit-${row.type}`}>
                {canEdit ? t('content.edit') : t('content.view')}
              </Button>
            ),
          },
        ]}
      />
      {page ? <PageEditor page={page} canEdit={canEdit} onClose={() => setOpen(null)} /> : null}
    </AdminPage>
  );
}

function PageEditor({ page, canEdit, onClose }: { page: TPage; canEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const fields = useTitleBodyFields(CONTENT_LIMITS.pageBody, 16, CONTENT_LIMITS.title);
  const original = useMemo(() => textsOf(page.texts, fields), [page, fields]);
  const [draft, setDraft] = useState<TTexts>(original);
  const save = useAdminWrite(ADMIN_CONTENT_PAGE_SAVE, [PAGES_KEY]);
  const changes = changedTexts(original, draft, fields);
  const hasEnglish = Boolean(draft['en-US']?.title?.trim());
  return (
    <EditorDrawer
      title={t('content.pages.editTitle', { page: t(`content.pages.key.${page.key}`) })}
      onClose={onClose}
      canEdit={canEdit}
      saveDisabled={!hasEnglish || Object.keys(changes).length === 0}
      saveTestId="page-save"
      onSave={async (reason) => {
        await save.mutateAsync({ type: page.type, texts: changes, reason });
        onClose();
      }}
    >
      <EnglishRequired show={!hasEnglish && canEdit} />
      <TextsEditor fields={fields} value={draft} onChange={setDraft} disabled={!canEdit} testIdPrefix="page" />
    </EditorDrawer>
  );
}
