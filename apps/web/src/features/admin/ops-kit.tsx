import { useEffect, useState, type ReactNode } from 'react';
import { Button, ConfigProvider, Empty, Image, Modal, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminSession } from './admin-session';
import { ToneTag, type TTone } from './admin-kit';

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
  const tone: TTone = status === 0 ? 'gold' : status === 1 ? 'green' : 'red';
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


