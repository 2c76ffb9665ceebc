import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Empty, Image, Modal, Space, Spin, Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TAdminAction, TAdminCall } from '@exchange/contracts';
import { adminCall, errorText } from './admin-api';
import { useAdminSession } from './admin-session';
import { ToneTag, useAdminWrite, type TTone } from './admin-kit';
import { useCan } from './use-admin-me';

/**
 * A private upload (a deposit proof, a KYC photo) shown to an operator: the browser fetches it
 * with the operator's token (X-Operator-Token; private files never go by a bare address) and shows
 * it from an object URL, released when the component goes.
 */
export function PrivateImage({ src, alt, width = 160 }: { src: string; alt: string; width?: number }) {
  const { t } = useTranslation();
  const token = useAdminSession((s) => s.token);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!src) return undefined;
    let objectUrl: string | null = null;
    let isLive = true;
    setFailed(false);
    setUrl(null);
    fetch(src, { headers: token ? { 'X-Operator-Token': token } : {} })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        if (!isLive) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => isLive && setFailed(true));
    return () => {
      isLive = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, token]);
  if (!src) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ops.noImage')} />;
  if (failed) return <ToneTag tone="red">{t('ops.imageFailed')}</ToneTag>;
  if (!url) return <Spin size="small" />;
  return <Image src={url} alt={alt} width={width} style={{ border: '1px solid #e5e8ec', borderRadius: 4 }} />;
}

/** A button that opens a private image in a dialog (a queue row's proof). */
export function ImageButton({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!src) return <span>—</span>;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('ops.viewImage')}
      </Button>
      <Modal open={open} title={title} footer={null} onCancel={() => setOpen(false)} width={640} destroyOnHidden>
        <PrivateImage src={src} alt={title} width={580} />
      </Modal>
    </>
  );
}

/** The review state of a deposit or a withdrawal (0 pending, 1 done, 2 rejected). */
export function ReviewTag({ status, kind }: { status: number; kind: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation();
  const tone: TTone = status === 0 ? 'gold' : status === 1 ? 'green' : status === 4 ? 'blue' : 'red';
  return <ToneTag tone={tone}>{t(`ops.reviewStatus.${kind}.${status}`)}</ToneTag>;
}

/** "Awaiting second approval" for a held payout. */
export function AwaitingTag({ approvalId }: { approvalId: string | null }) {
  const { t } = useTranslation();
  if (!approvalId) return null;
  return (
    <ToneTag tone="purple" testId="awaiting-approval">
      {t('ops.awaitingApproval', { id: approvalId })}
    </ToneTag>
  );
}

/** Row actions laid out the same way in every queue. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Space size="small" wrap>
      {children}
    </Space>
  );
}

/** A table's page state (antd pagination), pageSize fixed per screen. */
export function usePage(pageSize = 20) {
  const [pageNo, setPageNo] = useState(1);
  return {
    pageNo,
    pageSize,
    setPageNo,
    pagination: (total: number | undefined) => ({ current: pageNo, pageSize, total: total ?? 0, showSizeChanger: false, onChange: (p: number) => setPageNo(p) }),
  };
}

export type TPage = ReturnType<typeof usePage>;

/** A paged list query's result as a paged table reads it. */
type TPagedQuery<T> = { isError: boolean; error: unknown; isLoading: boolean; data?: { list: T[]; totalRow: number } };

/**
 * A paged list as every queue shows it: the query's error above, then a small table keyed by `id`,
 * paged by `page`. `showError={false}` leaves the error out (a tab under a screen that shows its own).
 */
export function PagedTable<T extends object>({ query, page, columns, showError = true }: { query: TPagedQuery<T>; page: TPage; columns: ColumnsType<T>; showError?: boolean }) {
  return (
    <>
      {showError && query.isError ? <Alert type="error" showIcon message={errorText(query.error)} /> : null}
      <Table<T>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data?.list ?? []}
        pagination={page.pagination(query.data?.totalRow)}
        columns={columns}
      />
    </>
  );
}

/** A queue's view tabs: choosing one goes back to the first page. */
export function QueueTabs({ activeKey, items, onSelect, page }: { activeKey: string; items: { key: string; label: ReactNode }[]; onSelect: (key: string) => void; page: TPage }) {
  return (
    <Tabs
      activeKey={activeKey}
      onChange={(k) => {
        onSelect(k);
        page.setPageNo(1);
      }}
      items={items}
    />
  );
}

/**
 * A review queue's state: the status tab shown (starting at `initialStatus`), its page, the list
 * query (`list` with status and page, keyed under `key`), whether the operator may decide
 * (`permission`), and the approve and reject writes (refreshing the queue and the dashboard).
 */
export function useReviewQueue<TReq extends z.ZodType, TRes extends z.ZodType, TAReq extends z.ZodType, TARes extends z.ZodType, TRReq extends z.ZodType, TRRes extends z.ZodType>({
  key,
  list,
  approve,
  reject,
  permission,
  initialStatus,
  pageSize,
}: {
  key: readonly string[];
  list: TAdminCall<TReq, TRes>;
  approve: TAdminCall<TAReq, TARes>;
  reject: TAdminCall<TRReq, TRRes>;
  permission: TAdminAction;
  initialStatus: number;
  pageSize: number;
}) {
  const [status, setStatus] = useState(initialStatus);
  const page = usePage(pageSize);
  const canDecide = useCan(permission);
  const query = useQuery({ queryKey: [...key, status, page.pageNo], queryFn: () => adminCall(list, { status, pageNo: page.pageNo, pageSize: page.pageSize } as z.input<TReq>) });
  const approveWrite = useAdminWrite(approve, [key, ['admin', 'ops', 'dashboard']]);
  const rejectWrite = useAdminWrite(reject, [key, ['admin', 'ops', 'dashboard']]);
  /** The status tabs (labels by `label`); a tab goes back to the first page. */
  const tabs = (statuses: number[], label: (status: number) => string) => (
    <QueueTabs activeKey={String(status)} onSelect={(k) => setStatus(Number(k))} page={page} items={statuses.map((s) => ({ key: String(s), label: label(s) }))} />
  );
  return { status, page, query, canDecide, approve: approveWrite, reject: rejectWrite, tabs };
}
