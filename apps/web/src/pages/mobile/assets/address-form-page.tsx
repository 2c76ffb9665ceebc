import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAddressBook } from '../../../features/assets/use-assets';
import { SubPage } from '../../../ui/mobile/sub-page';
import { AddressForm } from './address/address-form';
import { ChainChips } from './components/chain-chips';
import { CoinPicker } from './components/coin-picker';
import { QueryState } from './components/query-state';
import { useCoinParam } from './components/use-coin-param';

/** Add an address (/assets/address/new?coin=&chain=) or edit one (/assets/address/:id), then go back. */
export function AddressFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const { currency, chain, setCurrency, setChain } = useCoinParam();
  const book = useAddressBook();
  // Back to where the form was opened from (the address book); a deep link goes to the book itself.
  const done = () => (window.history.length > 1 ? navigate(-1) : navigate('/assets/address-book', { replace: true }));
  if (!id) {
    return (
      <SubPage title={t('assets.addAddress')}>
        <section className="ma-card ma-choose">
          <CoinPicker value={currency} onChange={setCurrency} isOnChainOnly />
          <ChainChips currency={currency} value={chain.chain} onChange={setChain} />
        </section>
        <section className="ma-card">
          <AddressForm key={`${currency}-${chain.chain}`} currency={currency} chain={chain.chain} onDone={done} />
        </section>
      </SubPage>
    );
  }
  const entry = book.data?.find((e) => String(e.id) === id);
  return (
    <SubPage title={t('assets.editAddress')}>
      <QueryState isLoading={book.isLoading} error={book.error} onRetry={() => void book.refetch()} isEmpty={!entry} emptyText={t('msg:noData')}>
        {entry && (
          <>
            <section className="ma-card ma-choose">
              <CoinPicker value={entry.currency} onChange={() => undefined} isDisabled />
              <ChainChips currency={entry.currency} value={entry.chain} onChange={() => undefined} isDisabled />
            </section>
            <section className="ma-card">
              <AddressForm currency={entry.currency} chain={entry.chain} entry={entry} onDone={done} />
            </section>
          </>
        )}
      </QueryState>
    </SubPage>
  );
}
