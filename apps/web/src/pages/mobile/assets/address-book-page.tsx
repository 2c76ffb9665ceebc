import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAddressBook } from '../../../features/assets/use-assets';
import { useDeleteAddress } from '../../../features/assets/use-assets-mutations';
import { SubPage } from '../../../ui/mobile/sub-page';
import { AddressItem } from './address/address-item';
import { QueryState } from './components/query-state';

/** The address book: every saved withdrawal address, with edit and delete, and a button to add one. */
export function AddressBookPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const book = useAddressBook();
  const remove = useDeleteAddress();
  const entries = book.data ?? [];
  const confirmDelete = async (id: number) => {
    const isSure = await Dialog.confirm({ content: t('assets.deleteConfirm'), confirmText: t('assets.delete'), cancelText: t('common.cancel') });
    if (isSure) await remove.submit(id);
  };
  return (
    <SubPage title={t('assets.addressBook')}>
      <QueryState isLoading={book.isLoading} error={book.error} onRetry={() => void book.refetch()} isEmpty={entries.length === 0} emptyText={t('assets.addressBookEmpty')}>
        <ul className="ma-addresses">
          {entries.map((entry) => (
            <AddressItem
              key={entry.id}
              entry={entry}
              actions={
                <>
                  <Button size="mini" fill="outline" onClick={() => navigate(`/assets/address/${entry.id}`)}>
                    {t('assets.edit')}
                  </Button>
                  <Button size="mini" fill="outline" color="danger" onClick={() => void confirmDelete(entry.id)}>
                    {t('assets.delete')}
                  </Button>
                </>
              }
            />
          ))}
        </ul>
      </QueryState>
      <div className="ma-bottom">
        <Button block color="primary" size="large" onClick={() => navigate('/assets/address/new')}>
          {t('assets.addAddress')}
        </Button>
      </div>
    </SubPage>
  );
}
