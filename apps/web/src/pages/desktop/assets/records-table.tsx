import { Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from './load-error';

type TPage<T> = { list: T[]; pageSize: number; totalRow: number };

type TProps<T> = {
  records: UseQueryResult<TPage<T>>;
  columns: TableColumnsType<T>;
  pageNo: number;
  onPage: (pageNo: number) => void;
  /** data-testid of each row (tests find the rows of one list by it). */
  rowTestId?: string;
  emptyText?: string;
};

/** One page of a record list (10 a page) with its loading, empty and failure states. */
export function RecordsTable<T extends { id: number | string }>({ records, columns, pageNo, onPage, rowTestId, emptyText }: TProps<T>) {
  const { t } = useTranslation();
  const page = records.data;
  if (records.isError) return <LoadError error={records.error} onRetry={() => void records.refetch()} />;
  return (
    <Table<T>
      className="da-table"
      size="middle"
      rowKey="id"
      columns={columns}
      dataSource={page?.list ?? []}
      loading={records.isFetching}
      locale={{ emptyText: records.isPending ? ' ' : (emptyText ?? t('assets.noRecords')) }}
      onRow={rowTestId ? () => ({ 'data-testid': rowTestId }) as HTMLAttributes<HTMLElement> : undefined}
      pagination={{ current: pageNo, pageSize: page?.pageSize ?? 10, total: page?.totalRow ?? 0, onChange: onPage, showSizeChanger: false, hideOnSinglePage: true }}
    />
  );
}
