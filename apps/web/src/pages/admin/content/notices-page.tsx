import { useMemo, useState } from 'react';
import { Alert, Button, Form, InputNumber, Segmented, Select, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ADMIN_CONTENT_NOTICE_ADD,
  ADMIN_CONTENT_NOTICE_EDIT,
  ADMIN_CONTENT_NOTICE_PUBLISH,
  ADMIN_CONTENT_NOTICES,
  CONTENT_LIMITS,
  NOTICE_PLACEMENTS,
  type ZAdminNotice,
} from '@exchange/contracts';
import { AdminPage, formatUtc, useAdminWrite } from '../../../features/admin/admin-kit';
import { adminCall } from '../../../features/admin/admin-api';
import { useCan } from '../../../features/admin/use-admin-me';
import { changedTexts, EditorDrawer, EditToggleActions, EnglishRequired, FieldHint, LanguageCount, LinkField, StateTag, TextsEditor, textsOf, useTitleBodyFields, type TTexts } from '../../../features/admin/content-texts';

type TNotice = z.output<typeof ZAdminNotice>;
type TPlacement = (typeof NOTICE_PLACEMENTS)[number];
const NOTICES_KEY = ['admin', 'content', 'notices'] as const;
/** What the server accepts as a link or an image (the same rule as ZContentLink). */
const LINK_RULE = /^(\/(?!\/)\S*|https:\/\/[^\s/]+\S*)$/;

/** Notices and banners (issue 18): site notices, home banners, home notices; publish, take down, edit in 14 languages. */
export default function NoticesPage() {
  const { t } = useTranslation();
  const canEdit = useCan('content.edit');
  const [placement, setPlacement] = useState<TPlacement | 'all'>('all');
  const notices = useQuery({
    queryKey: [...NOTICES_KEY, placement],
    queryFn: () => adminCall(ADMIN_CONTENT_NOTICES, placement === 'all' ? {} : { placement }),
  });
  const publish = useAdminWrite(ADMIN_CONTENT_NOTICE_PUBLISH, [NOTICES_KEY]);
  const [open, setOpen] = useState<{ id: string | null } | null>(null);
  const editing = open?.id ? notices.data?.find((n) => n.id === open.id) : undefined;

  return (
    <AdminPage
      title={t('content.notices.title')}
      extra={
        canEdit ? (
          <Button type="primary" onClick={() => setOpen({ id: null })} data-testid="notice-add">
            {t('content.notices.add')}
          </Button>
        ) : null
      }
    >
      {notices.error ? <Alert type="error" showIcon title={notices.error.message} /> : null}
      <Segmented
        style={{ marginBottom: 12 }}
        aria-label={t('content.notices.placement')}
        value={placement}
        onChange={(value) => setPlacement(value as TPlacement | 'all')}
        options={[{ value: 'all', label: t('content.notices.all') }, ...NOTICE_PLACEMENTS.map((p) => ({ value: p, label: t(`content.notices.placements.${p}`) }))]}
      />
      <Table
        rowKey="id"
        size="small"
        loading={notices.isLoading}
        dataSource={notices.data ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        columns={[
          { title: t('content.notices.id'), dataIndex: 'id' },
          { title: t('content.notices.placement'), render: (_, row) => <StateTag tone="plain">{t(`content.notices.placements.${row.placement}`)}</StateTag> },
          { title: t('content.field.title'), render: (_, row) => <span lang="en-US">{row.texts['en-US']?.title ?? '—'}</span> },
          {
            title: t('content.notices.state'),
            render: (_, row) => (row.published ? <StateTag tone="ok">{t('content.notices.published')}</StateTag> : <StateTag tone="plain">{t('content.notices.unpublished')}</StateTag>),
          },
          { title: t('content.notices.position'), dataIndex: 'position' },
          { title: t('content.notices.link'), render: (_, row) => (row.link ? <span className="admin-mono">{row.link}</span> : '—') },
          { title: t('content.notices.image'), render: (_, row) => (row.image ? <span className="admin-mono">{row.image}</span> : '—') },
          { title: t('content.texts.languages'), render: (_, row) => <LanguageCount count={Object.keys(row.texts).length} /> },
          { title: t('content.updatedAt'), render: (_, row) => `${formatUtc(row.updatedAt)} · ${row.createdBy}` },
          {
            title: t('content.actions'),
            render: (_, row) => (
              <EditToggleActions
                canEdit={canEdit}
                onEdit={() => setOpen({ id: row.id })}
                editTestId={`notice-edit-${row.id}`}
                toggleLabel={row.published ? t('content.notices.unpublish') : t('content.notices.publish')}
                toggleTitle={row.published ? t('content.notices.unpublishTitle', { id: row.id }) : t('content.notices.publishTitle', { id: row.id })}
                toggleTestId={`notice-publish-${row.id}`}
                onToggle={(reason) => publish.mutateAsync({ id: row.id, published: !row.published, reason })}
              />
            ),
          },
        ]}
      />
      {open ? <NoticeEditor notice={editing} canEdit={canEdit} onClose={() => setOpen(null)} /> : null}
    </AdminPage>
  );
}

function NoticeEditor({ notice, canEdit, onClose }: { notice: TNotice | undefined; canEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const fields = useTitleBodyFields(CONTENT_LIMITS.noticeBody, 6, CONTENT_LIMITS.title);
  const original = useMemo(() => textsOf(notice?.texts, fields), [notice, fields]);
  const [draft, setDraft] = useState<TTexts>(original);
  const [placement, setPlacement] = useState<TPlacement>(notice?.placement ?? 'message');
  const [link, setLink] = useState(notice?.link ?? '');
  const [image, setImage] = useState(notice?.image ?? '');
  const [position, setPosition] = useState<number>(notice?.position ?? 0);
  const add = useAdminWrite(ADMIN_CONTENT_NOTICE_ADD, [NOTICES_KEY]);
  const edit = useAdminWrite(ADMIN_CONTENT_NOTICE_EDIT, [NOTICES_KEY]);
  const changes = changedTexts(original, draft, fields);
  const hasEnglish = Boolean(draft['en-US']?.title?.trim());
  const linkOk = !link.trim() || LINK_RULE.test(link.trim());
  const imageOk = !image.trim() || LINK_RULE.test(image.trim());
  const fieldChanges = {
    ...(link.trim() !== (notice?.link ?? '') ? { link: link.trim() || null } : {}),
    ...(image.trim() !== (notice?.image ?? '') ? { image: image.trim() || null } : {}),
    ...(position !== (notice?.position ?? 0) ? { position } : {}),
  };
  const dirty = !notice || Object.keys(changes).length > 0 || Object.keys(fieldChanges).length > 0;

  const confirm = async (reason: string) => {
    if (!notice) await add.mutateAsync({ placement, ...fieldChanges, texts: changes, reason });
    else await edit.mutateAsync({ id: notice.id, ...fieldChanges, texts: changes, reason });
    onClose();
  };

  return (
    <EditorDrawer
      title={notice ? t('content.notices.editTitle', { id: notice.id }) : t('content.notices.newTitle')}
      onClose={onClose}
      canEdit={canEdit}
      saveLabel={notice ? t('content.save') : t('content.notices.publishNew')}
      saveDisabled={!hasEnglish || !dirty || !linkOk || !imageOk}
      saveTestId="notice-save"
      onSave={confirm}
    >
      <Form layout="vertical" component="div" style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 16 }}>
        <Form.Item label={t('content.notices.placement')} htmlFor="notice-placement">
          <Select
            id="notice-placement"
            value={placement}
            disabled={!canEdit || Boolean(notice)}
            onChange={setPlacement}
            options={NOTICE_PLACEMENTS.map((p) => ({ value: p, label: t(`content.notices.placements.${p}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('content.notices.position')} htmlFor="notice-position">
          <InputNumber id="notice-position" aria-describedby="notice-position-hint" min={0} max={1_000_000} precision={0} value={position} disabled={!canEdit} onChange={(v) => setPosition(Number(v ?? 0))} />
          <FieldHint id="notice-position-hint">{t('content.notices.positionHint')}</FieldHint>
        </Form.Item>
        <LinkField id="notice-link" label={t('content.notices.link')} value={link} isValid={linkOk} disabled={!canEdit} maxLength={CONTENT_LIMITS.link} hint={t('content.notices.linkHint')} invalidHint={t('content.notices.linkInvalid')} onChange={setLink} />
        <LinkField id="notice-image" label={t('content.notices.image')} value={image} isValid={imageOk} disabled={!canEdit} maxLength={CONTENT_LIMITS.link} hint={t('content.notices.imageHint')} invalidHint={t('content.notices.linkInvalid')} onChange={setImage} />
      </Form>
      <EnglishRequired show={!hasEnglish && canEdit} />
      <TextsEditor fields={fields} value={draft} onChange={setDraft} disabled={!canEdit} testIdPrefix="notice" />
    </EditorDrawer>
  );
}
