import type { HTMLAttributes } from 'react';
import { Alert, Button, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { FLASH_PAGE_SIZE } from '@exchange/contracts';
import type { TFlashRecord } from '../../../features/flash/flash-api';
import { flashFeesText, flashRateText, flashRouteText } from '../../../features/flash/flash-text';
import { useFlashRecords } from '../../../features/flash/use-flash-data';
import { formatDateTime } from '../../../features/format/format-date';
import { formatOutput } from '../../../features/format/format-output';
import { useLocaleStore } from '../../../features/locale/locale-store';

/** The caller's conversions, newest first, 10 a page: what was given and received, price, route, fees. */
export function FlashRecords({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const records = useFlashRecords(page);
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  const columns: ColumnsType<TFlashRecord> = [
    { key: 'time', title: t('flash.time'), render: (_, r) => ltr(formatDateTime(r.time, lang)) },
    { key: 'given', title: t('flash.given'), render: (_, r) => <span data-testid="record-given">{ltr(formatOutput(r.amount, lang, { asset: r.from }))}</span> },
    { key: 'received', title: t('flash.received'), render: (_, r) => <span data-testid="record-received">{ltr(formatOutput(r.receive, lang, { asset: r.to }))}</span> },
    { key: 'price', title: t('flash.price'), render: (_, r) => ltr(flashRateText(r.from, r.price, r.to, lang)) },
    { key: 'route', title: t('flash.route'), render: (_, r) => ltr(flashRouteText(r.route)) },
    { key: 'fees', title: t('flash.fees'), render: (_, r) => ltr(flashFeesText(r.fees, lang) || t('flash.noFee')) },
    { key: 'status', title: t('flash.status'), render: (_, r) => t(`flash.state.${r.status}`) },
  ];
  if (records.isError && !records.data) {
    return <Alert type="error" showIcon title={t('flash.loadFailed')} action={<Button size="small" onClick={() => void records.refetch()}>{t('flash.retry')}</Button>} />;
  }
  const total = records.data?.totalRow ?? 0;
  return (
    <Table
      rowKey="id"
      size="middle"
      data-testid="flash-records"
      columns={columns}
      dataSource={records.data?.list ?? []}
      loading={records.isPending}
      scroll={{ x: 'max-content' }}
      onRow={(r) => ({ 'data-record-id': r.id, 'data-from': r.from, 'data-to': r.to }) as HTMLAttributes<HTMLElement>}
      locale={{ emptyText: records.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('flash.records.empty')} /> }}
      pagination={total > FLASH_PAGE_SIZE ? { current: page, pageSize: FLASH_PAGE_SIZE, total, onChange: onPage, showSizeChanger: false } : false}
    />
  );
}
