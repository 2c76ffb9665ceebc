import { useTranslation } from 'react-i18next';
import { useDepositAddress } from '../../../features/assets/use-assets';
import { ChainDepositRecords } from './chain-deposit-records';
import { ChainPicker } from './chain-picker';
import { CoinSelect } from './coin-select';
import { DepositAddressPanel } from './deposit-address-panel';
import { DepositApplyForm } from './deposit-apply-form';
import { DepositRecords } from './deposit-records';
import { Field } from './field';
import { useCoinChain } from './use-coin-chain';
import './assets.css';

/**
 * /account/recharge (SPEC §2 "Deposit"): coin and network, the address with its QR code, copy and
 * memo, the minimum. On a chain the exchange watches a deposit is credited by itself once confirmed:
 * no declaration, its progress listed live. Elsewhere the declaration with a payment proof, for
 * review; until the address answers (which says which applies) no form shows, and without an answer
 * the declaration stays possible. The declared deposits below.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const { currency, chain, setCurrency, setChain } = useCoinChain();
  const address = useDepositAddress(currency, chain.chain);
  const isWatched = address.data?.watched === true;
  return (
    <>
      <section className="pc-card da-card">
        <h1 className="pc-page__title">{t('pc.account.recharge')}</h1>
        <div className="da-pick">
          <Field label={t('assets.coin')} htmlFor="deposit-coin">
            <CoinSelect id="deposit-coin" value={currency} onChange={setCurrency} isOnChainOnly />
          </Field>
          <Field label={t('assets.network')}>
            <ChainPicker currency={currency} value={chain.chain} onChange={setChain} />
          </Field>
        </div>
        <div className="da-split">
          <DepositAddressPanel currency={currency} chain={chain} />
          {!address.isLoading && !isWatched && <DepositApplyForm key={`${currency}-${chain.chain}`} currency={currency} chain={chain} />}
        </div>
      </section>
      <ChainDepositRecords key={currency} currency={currency} isWatched={isWatched} />
      <DepositRecords />
    </>
  );
}
