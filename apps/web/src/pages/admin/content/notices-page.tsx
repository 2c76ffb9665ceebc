import { useMemo, useState } from 'react';
import { Alert, Button, Drawer, Form, Input, InputNumber, Segmented, Select, Space, Table } from 'antd';
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
import { AdminPage, formatUtc, ReasonButton, useAdminWrite } from '../../../features/admin/admin-kit';
import { adminCall } from '../../../features/admin/admin-api';
import { useCan } from '../../../features/admin/use-admin-me';
import { changedTexts, FieldHint, LanguageCount, StateTag, TextsEditor, textsOf, type TTextField, type TTexts } from '../../../features/admin/content-texts';

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
              <Space>
                <Button size="small" onClick={() => setOpen({ id: row.id })} data-testid={`notice-edit-${row.id}`}>
                  {canEdit ? t('content.edit') : t('content.view')}
                </Button>
                {canEdit ? (
                  <ReasonButton
                    label={row.published ? t('content.notices.unpublish') : t('content.notices.publish')}
                    title={row.published ? t('content.notices.unpublishTitle', { id: row.id }) : t('content.notices.publishTitle', { id: row.id })}
                    testId={`notice-publish-${row.id}`}
                    onConfirm={(reason) => publish.mutateAsync({ id: row.id, published: !row.published, reason })}
                  />
                ) : null}
              </Space>
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
  const fields: TTextField[] = useMemo(
    () => [
      { name: 'title', kind: 'input', label: t('content.field.title'), max: CONTENT_LIMITS.title },
      { name: 'content', kind: 'textarea', label: t('content.field.body'), max: CONTENT_LIMITS.noticeBody, rows: 6, testId: 'body' },
    ],
    [t],
  );
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
    <Drawer
      open
      size={920}
      title={notice ? t('content.notices.editTitle', { id: notice.id }) : t('content.notices.newTitle')}
      onClose={onClose}
      destroyOnHidden
      extra={
        canEdit ? (
          <ReasonButton
            type="primary"
            label={notice ? t('content.save') : t('content.notices.publishNew')}
            title={t('content.saveTitle')}
            disabled={!hasEnglish || !dirty || !linkOk || !imageOk}
            testId="notice-save"
            onConfirm={confirm}
          />
        ) : null
      }
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
        <Form.Item label={t('content.notices.link')} htmlFor="notice-link" validateStatus={linkOk ? undefined : 'error'}>
          <Input id="notice-link" aria-describedby="notice-link-hint" aria-invalid={!linkOk} data-testid="notice-link" value={link} disabled={!canEdit} maxLength={CONTENT_LIMITS.link} onChange={(e) => setLink(e.target.value)} />
          <FieldHint id="notice-link-hint" error={!linkOk}>
            {linkOk ? t('content.notices.linkHint') : t('content.notices.linkInvalid')}
          </FieldHint>
        </Form.Item>
        <Form.Item label={t('content.notices.image')} htmlFor="notice-image" validateStatus={imageOk ? undefined : 'error'}>
          <Input id="notice-image" aria-describedby="notice-image-hint" aria-invalid={!imageOk} data-testid="notice-image" value={image} disabled={!canEdit} maxLength={CONTENT_LIMITS.link} onChange={(e) => setImage(e.target.value)} />
          <FieldHint id="notice-image-hint" error={!imageOk}>
            {imageOk ? t('content.notices.imageHint') : t('content.notices.linkInvalid')}
          </FieldHint>
        </Form.Item>
      </Form>
      {!hasEnglish && canEdit ? <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('content.texts.englishRequired')} /> : null}
      <TextsEditor fields={fields} value={draft} onChange={setDraft} disabled={!canEdit} testIdPrefix="notice" />
    </Drawer>
  );
}
