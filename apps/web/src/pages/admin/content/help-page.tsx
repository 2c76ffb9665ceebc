import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, Select, Space, Switch, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ADMIN_CONTENT_HELP,
  ADMIN_CONTENT_HELP_ARTICLE,
  ADMIN_CONTENT_HELP_ARTICLE_ADD,
  ADMIN_CONTENT_HELP_ARTICLE_SAVE,
  ADMIN_CONTENT_HELP_ARTICLE_VISIBILITY,
  ADMIN_CONTENT_HELP_TAB_ADD,
  ADMIN_CONTENT_HELP_TAB_SAVE,
  CONTENT_LIMITS,
  type ZAdminHelpTab,
} from '@exchange/contracts';
import { AdminPage, formatUtc, useAdminWrite } from '../../../features/admin/admin-kit';
import { adminCall } from '../../../features/admin/admin-api';
import { useCan } from '../../../features/admin/use-admin-me';
import { changedTexts, EditorDrawer, EditToggleActions, EnglishRequired, LanguageCount, StateTag, TextsEditor, textsOf, type TTextField, type TTexts } from '../../../features/admin/content-texts';

type THelpTab = z.output<typeof ZAdminHelpTab>;
const HELP_KEY = ['admin', 'content', 'help'] as const;

function useTabTitle() {
  const { i18n } = useTranslation();
  return (tab: THelpTab | undefined) => (tab ? (tab.titles[i18n.language as 'en-US'] ?? tab.titles['en-US'] ?? tab.slug) : '—');
}

/** Help centre (issue 18): tabs and articles, each text in the 14 languages; hide or show an article. */
export default function HelpPage() {
  const { t } = useTranslation();
  const canEdit = useCan('content.edit');
  const tabTitle = useTabTitle();
  const help = useQuery({ queryKey: [...HELP_KEY], queryFn: () => adminCall(ADMIN_CONTENT_HELP, {}) });
  const [tabFilter, setTabFilter] = useState<string>('all');
  const [article, setArticle] = useState<{ id: string | null } | null>(null);
  const [tab, setTab] = useState<{ id: string | null } | null>(null);
  const visibility = useAdminWrite(ADMIN_CONTENT_HELP_ARTICLE_VISIBILITY, [HELP_KEY]);
  const tabs = help.data?.tabs ?? [];
  const tabOf = (id: string) => tabs.find((x) => x.id === id);
  const articles = (help.data?.articles ?? []).filter((a) => tabFilter === 'all' || a.tabId === tabFilter);

  return (
    <AdminPage
      title={t('content.help.title')}
      extra={
        canEdit ? (
          <Space>
            <Button onClick={() => setTab({ id: null })} data-testid="help-tab-add">
              {t('content.help.addTab')}
            </Button>
            <Button type="primary" onClick={() => setArticle({ id: null })} data-testid="help-article-add">
              {t('content.help.addArticle')}
            </Button>
          </Space>
        ) : null
      }
    >
      {help.error ? <Alert type="error" showIcon title={help.error.message} /> : null}
      <h2 style={{ fontSize: 16, margin: '24px 0 12px' }}>{t('content.help.tabs')}</h2>
      <Table
        rowKey="id"
        size="small"
        loading={help.isLoading}
        pagination={false}
        dataSource={tabs}
        columns={[
          { title: t('content.help.tabTitle'), render: (_, row) => tabTitle(row) },
          { title: t('content.help.articles'), render: (_, row) => (help.data?.articles ?? []).filter((a) => a.tabId === row.id).length },
          { title: t('content.texts.languages'), render: (_, row) => <LanguageCount count={Object.keys(row.titles).length} /> },
          { title: t('content.help.order'), dataIndex: 'sortOrder' },
          { title: t('content.help.state'), render: (_, row) => (row.visible ? <StateTag tone="ok">{t('content.help.visible')}</StateTag> : <StateTag tone="plain">{t('content.help.hidden')}</StateTag>) },
          {
            title: t('content.actions'),
            render: (_, row) => (
              <Button size="small" onClick={() => setTab({ id: row.id })} data-testid={`help-tab-edit-${row.id}`}>
                {canEdit ? t('content.edit') : t('content.view')}
              </Button>
            ),
          },
        ]}
      />
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
        <h2 style={{ fontSize: 16, margin: '24px 0 12px' }}>{t('content.help.articles')}</h2>
        <Select
          aria-label={t('content.help.filterTab')}
          style={{ width: 240 }}
          value={tabFilter}
          onChange={setTabFilter}
          options={[{ value: 'all', label: t('content.help.filterTab') }, ...tabs.map((x) => ({ value: x.id, label: tabTitle(x) }))]}
        />
      </div>
      <Table
        rowKey="id"
        size="small"
        loading={help.isLoading}
        dataSource={articles}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        columns={[
          { title: t('content.help.articleTitle'), render: (_, row) => <span lang="en-US">{row.title}</span> },
          { title: t('content.help.tab'), render: (_, row) => tabTitle(tabOf(row.tabId)) },
          { title: t('content.texts.languages'), render: (_, row) => <LanguageCount count={row.locales.length} /> },
          { title: t('content.help.state'), render: (_, row) => (row.visible ? <StateTag tone="ok">{t('content.help.visible')}</StateTag> : <StateTag tone="plain">{t('content.help.hidden')}</StateTag>) },
          { title: t('content.updatedAt'), render: (_, row) => formatUtc(row.updatedAt) },
          {
            title: t('content.actions'),
            render: (_, row) => (
              <EditToggleActions
                canEdit={canEdit}
                onEdit={() => setArticle({ id: row.id })}
                editTestId={`help-article-edit-${row.id}`}
                toggleLabel={row.visible ? t('content.help.hide') : t('content.help.show')}
                toggleTitle={row.visible ? t('content.help.hideTitle', { title: row.title }) : t('content.help.showTitle', { title: row.title })}
                toggleTestId={`help-article-visibility-${row.id}`}
                onToggle={(reason) => visibility.mutateAsync({ id: row.id, visible: !row.visible, reason })}
              />
            ),
          },
        ]}
      />
      {article ? <ArticleEditor id={article.id} tabs={tabs} canEdit={canEdit} onClose={() => setArticle(null)} /> : null}
      {tab ? <TabEditor tab={tab.id ? tabOf(tab.id) : undefined} canEdit={canEdit} onClose={() => setTab(null)} /> : null}
    </AdminPage>
  );
}

function ArticleEditor({ id, tabs, canEdit, onClose }: { id: string | null; tabs: THelpTab[]; canEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const tabTitle = useTabTitle();
  const fields: TTextField[] = useMemo(
    () => [
      { name: 'title', kind: 'input', label: t('content.field.title'), max: CONTENT_LIMITS.title },
      { name: 'summary', kind: 'input', label: t('content.field.summary'), max: CONTENT_LIMITS.summary },
      { name: 'content', kind: 'textarea', label: t('content.field.body'), max: CONTENT_LIMITS.body, rows: 12, testId: 'body' },
    ],
    [t],
  );
  const loaded = useQuery({
    queryKey: ['admin', 'content', 'article', id],
    queryFn: () => adminCall(ADMIN_CONTENT_HELP_ARTICLE, { id: id! }),
    enabled: id !== null,
  });
  const original = useMemo(() => textsOf(loaded.data?.texts, fields), [loaded.data, fields]);
  // The draft starts from the article as loaded once; a refetch never overwrites what is typed.
  const [draft, setDraft] = useState<TTexts | null>(id === null ? {} : null);
  const [tabId, setTabId] = useState<string | undefined>(tabs[0]?.id);
  useEffect(() => {
    if (loaded.data && draft === null) {
      setDraft(textsOf(loaded.data.texts, fields));
      setTabId(loaded.data.tabId);
    }
  }, [loaded.data, fields, draft]);
  const save = useAdminWrite(ADMIN_CONTENT_HELP_ARTICLE_SAVE, [['admin', 'content']]);
  const add = useAdminWrite(ADMIN_CONTENT_HELP_ARTICLE_ADD, [['admin', 'content']]);
  const changes = changedTexts(original, draft ?? {}, fields);
  const movedTab = id !== null && loaded.data && tabId !== loaded.data.tabId;
  const hasEnglish = Boolean(draft?.['en-US']?.title?.trim());
  const dirty = Object.keys(changes).length > 0 || Boolean(movedTab);

  const confirm = async (reason: string) => {
    if (id === null) await add.mutateAsync({ tabId: tabId!, texts: changes, reason });
    else await save.mutateAsync({ id, texts: changes, ...(movedTab ? { tabId } : {}), reason });
    onClose();
  };

  return (
    <EditorDrawer
      title={id === null ? t('content.help.newArticle') : t('content.help.editArticle', { title: loaded.data?.texts['en-US']?.title ?? '' })}
      onClose={onClose}
      canEdit={canEdit}
      saveDisabled={!hasEnglish || !dirty || !tabId}
      saveTestId="help-save"
      onSave={confirm}
    >
      {loaded.error ? <Alert type="error" showIcon title={loaded.error.message} /> : null}
      <Form layout="vertical" component="div">
        <Form.Item label={t('content.help.tab')} htmlFor="help-article-tab">
          <Select
            id="help-article-tab"
            data-testid="help-article-tab"
            value={tabId}
            disabled={!canEdit}
            onChange={setTabId}
            options={tabs.map((x) => ({ value: x.id, label: tabTitle(x) }))}
            style={{ maxWidth: 360 }}
          />
        </Form.Item>
      </Form>
      <EnglishRequired show={Boolean(draft) && !hasEnglish && canEdit} />
      {draft ? <TextsEditor fields={fields} value={draft} onChange={setDraft} disabled={!canEdit} testIdPrefix="help" /> : null}
    </EditorDrawer>
  );
}

function TabEditor({ tab, canEdit, onClose }: { tab: THelpTab | undefined; canEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const fields: TTextField[] = useMemo(() => [{ name: 'title', kind: 'input', label: t('content.field.title'), max: CONTENT_LIMITS.title }], [t]);
  const original = useMemo(() => textsOf(Object.fromEntries(Object.entries(tab?.titles ?? {}).map(([l, title]) => [l, { title }])), fields), [tab, fields]);
  const [draft, setDraft] = useState<TTexts>(original);
  const [visible, setVisible] = useState(tab?.visible ?? true);
  const save = useAdminWrite(ADMIN_CONTENT_HELP_TAB_SAVE, [HELP_KEY]);
  const add = useAdminWrite(ADMIN_CONTENT_HELP_TAB_ADD, [HELP_KEY]);
  const changes = changedTexts(original, draft, fields);
  const hasEnglish = Boolean(draft['en-US']?.title?.trim());
  const visibilityChanged = tab !== undefined && visible !== tab.visible;
  const dirty = Object.keys(changes).length > 0 || visibilityChanged;

  const confirm = async (reason: string) => {
    if (!tab) await add.mutateAsync({ texts: changes, reason });
    else await save.mutateAsync({ id: tab.id, texts: changes, ...(visibilityChanged ? { visible } : {}), reason });
    onClose();
  };

  return (
    <EditorDrawer
      size={720}
      title={tab ? t('content.help.editTab', { title: tab.titles['en-US'] ?? tab.slug }) : t('content.help.newTab')}
      onClose={onClose}
      canEdit={canEdit}
      saveDisabled={!hasEnglish || !dirty}
      saveTestId="help-tab-save"
      onSave={confirm}
    >
      {tab ? (
        <Form layout="vertical" component="div">
          <Form.Item label={t('content.help.tabVisible')} htmlFor="help-tab-visible">
            <Switch id="help-tab-visible" checked={visible} disabled={!canEdit} onChange={setVisible} />
          </Form.Item>
        </Form>
      ) : null}
      <TextsEditor fields={fields} value={draft} onChange={setDraft} disabled={!canEdit} testIdPrefix="help-tab" />
    </EditorDrawer>
  );
}
