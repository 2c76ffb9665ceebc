import { useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TAddressEntry } from '../../../../features/assets/assets-types';
import { useAddressBook } from '../../../../features/assets/use-assets';
import { AddressForm } from '../address/address-form';
import { AddressItem } from '../address/address-item';
import { QueryState } from '../components/query-state';

type TProps = { currency: string; chain: string; pickedId: number | null; onPick: (entry: TAddressEntry) => void };

type TMode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; entry: TAddressEntry };

/**
 * The withdrawal address: only entries of the address book for this coin and network can be used
 * (the server refuses any other). The sheet lists them, and adds or edits one in place.
 */
export function AddressPicker({ currency, chain, pickedId, onPick }: TProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [mode, setMode] = useState<TMode>({ kind: 'list' });
  const book = useAddressBook({ currency, chain });
  const entries = book.data ?? [];
  const picked = entries.find((e) => e.id === pickedId);
  const open = () => {
    setMode({ kind: 'list' });
    setOpen(true);
  };
  const choose = (entry: TAddressEntry) => {
    onPick(entry);
    setOpen(false);
  };
  return (
    <div className="ma-address-picker">
      <div className="m-field__label">{t('assets.withdrawAddress')}</div>
      <button type="button" className="ma-picker ma-picker--address" onClick={open} data-testid="address-picker">
        {picked ? (
          <span className="ma-picker__address">
            <bdi dir="ltr" className="ma-address__text">{picked.address}</bdi>
            {picked.remark && <span className="ma-muted">{picked.remark}</span>}
          </span>
        ) : (
          <span className="ma-muted">{t('assets.chooseAddress')}</span>
        )}
        <span className="ma-picker__arrow" aria-hidden="true">›</span>
      </button>
      <Popup visible={isOpen} onMaskClick={() => setOpen(false)} bodyStyle={{ maxHeight: '80vh', display: 'flex', flexDirection: 'column' }} destroyOnClose>
        <div className="ma-popup__head">
          {mode.kind === 'list' ? t('assets.chooseAddress') : mode.kind === 'add' ? t('assets.addAddress') : t('assets.editAddress')}
          <span className="ma-muted">
            {' '}
            · <bdi dir="ltr">{currency}</bdi> {chain}
          </span>
        </div>
        <div className="ma-popup__body">
          {mode.kind === 'list' && (
            <>
              <QueryState isLoading={book.isLoading} error={book.error} onRetry={() => void book.refetch()} isEmpty={entries.length === 0} emptyText={t('assets.noAddresses')}>
                <ul className="ma-addresses">
                  {entries.map((entry) => (
                    <AddressItem
                      key={entry.id}
                      entry={entry}
                      isPicked={entry.id === pickedId}
                      onPick={() => choose(entry)}
                      actions={
                        <Button size="mini" fill="outline" onClick={() => setMode({ kind: 'edit', entry })}>
                          {t('assets.edit')}
                        </Button>
                      }
                    />
                  ))}
                </ul>
              </QueryState>
              <div className="ma-bottom">
                <Button block color="primary" onClick={() => setMode({ kind: 'add' })}>
                  {t('assets.addAddress')}
                </Button>
              </div>
            </>
          )}
          {mode.kind === 'add' && <AddressForm currency={currency} chain={chain} onDone={choose} />}
          {mode.kind === 'edit' && <AddressForm currency={currency} chain={chain} entry={mode.entry} onDone={() => setMode({ kind: 'list' })} />}
        </div>
      </Popup>
    </div>
  );
}
