import { useState } from 'react';
import { Button, Popconfirm, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findChain } from '@exchange/contracts';
import type { TAddressEntry } from '../../../features/assets/assets-types';
import { useAddressBook } from '../../../features/assets/use-assets';
import { useDeleteAddress } from '../../../features/assets/use-assets-mutations';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { CoinLabel } from './coin-label';
import { CoinSelect } from './coin-select';
import { LoadError } from './load-error';
import './assets.css';

/**
 * /setting/addresslist (SPEC §2 "address book with add/edit"): the saved withdrawal addresses with
 * their note (or memo/tag on EOS and XRP), to edit or delete, and a way to add one.
 */
export function AddressBookPage() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [currency, setCurrency] = useState('');
  const book = useAddressBook(currency ? { currency } : {});
  const remove = useDeleteAddress();
  const back = encodeURIComponent('/setting/addresslist');
  const columns: TableColumnsType<TAddressEntry> = [
    { key: 'coin', title: t('assets.coin'), render: (_, e) => <CoinLabel currency={e.currency} isCompact /> },
    { key: 'chain', title: t('assets.network'), dataIndex: 'chain' },
    { key: 'address', title: t('assets.address'), render: (_, e) => <bdi dir="ltr" className="da-break">{e.address}</bdi> },
    {
      key: 'remark',
      title: t('dassets.noteOrMemo'),
      render: (_, e) =>
        e.remark ? (
          <span>
            {findChain(e.currency, e.chain)?.needsMemo && <span className="pc-muted">{t('assets.memo')}: </span>}
            <bdi>{e.remark}</bdi>
          </span>
        ) : (
          <span className="pc-muted">—</span>
        ),
    },
    { key: 'time', title: t('dassets.added'), className: 'da-nowrap', render: (_, e) => <bdi>{formatDateTime(e.time, lang)}</bdi> },
    {
      key: 'actions',
      title: t('dassets.actions'),
      align: 'end',
      className: 'da-nowrap',
      render: (_, e) => (
        <span className="da-actions">
          <Link to={`/setting/address?id=${e.id}&back=${back}`} data-testid={`edit-${e.id}`}>
            {t('assets.edit')}
          </Link>
          <Popconfirm
            title={t('assets.deleteConfirm')}
            okText={t('assets.delete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.submit(e.id)}
          >
            <Button type="link" danger size="small" className="da-link-btn" data-testid={`delete-${e.id}`}>
              {t('assets.delete')}
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ];
  const addLink = `/setting/addaddress${currency ? `?coin=${currency}&` : '?'}back=${back}`;
  return (
    <section className="pc-card da-card" data-testid="address-book">
      <div className="da-head">
        <h1 className="pc-page__title">{t('assets.addressBook')}</h1>
        <Link to={addLink}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="address-add">
            {t('assets.addAddress')}
          </Button>
        </Link>
      </div>
      <div className="da-toolbar">
        <CoinSelect id="book-coin" value={currency} hasAll size="middle" className="da-filter" onChange={setCurrency} isOnChainOnly />
      </div>
      {book.isError ? (
        <LoadError error={book.error} onRetry={() => void book.refetch()} />
      ) : (
        <Table<TAddressEntry>
          className="da-table"
          rowKey="id"
          columns={columns}
          dataSource={book.data ?? []}
          loading={book.isFetching}
          pagination={false}
          locale={{
            emptyText: book.isPending ? ' ' : (
              <div className="da-empty">
                <span>{t(currency ? 'dassets.noAddressForCoin' : 'assets.addressBookEmpty')}</span>
                <Link to={addLink}>
                  <Button type="primary">{t('assets.addAddress')}</Button>
                </Link>
              </div>
            ),
          }}
        />
      )}
    </section>
  );
}
