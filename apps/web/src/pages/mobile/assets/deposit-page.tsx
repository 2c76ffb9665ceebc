import { useTranslation } from 'react-i18next';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useDepositAddress } from '../../../features/assets/use-assets';
import { SubPage } from '../../../ui/mobile/sub-page';
import { ChainChips } from './components/chain-chips';
import { CoinPicker } from './components/coin-picker';
import { useCoinParam } from './components/use-coin-param';
import { ChainDepositList } from './deposit/chain-deposit-list';
import { DepositAddressCard } from './deposit/deposit-address-card';
import { DepositForm } from './deposit/deposit-form';

/**
 * Deposit: pick coin and network, see the address (QR, copy, memo). On a chain the exchange watches
 * a deposit is credited by itself once confirmed: no declaration, its progress listed live below.
 * Elsewhere the user declares the deposit with a proof, for review. Until the address answers, which
 * says which of the two applies, no form shows; without an answer the declaration stays possible.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const { currency, chain, setCurrency, setChain } = useCoinParam();
  const address = useDepositAddress(currency, chain.chain);
  const isWatched = address.data?.watched === true;
  return (
    <SubPage
      title={t('assets.deposit')}
      right={
        <Link to="/assets/records?tab=deposit" className="ma-nav-icon" aria-label={t('assets.depositRecords')}>
          <ClockCircleOutline fontSize={22} />
        </Link>
      }
    >
      <section className="ma-card ma-choose">
        <CoinPicker value={currency} onChange={setCurrency} isOnChainOnly />
        <ChainChips currency={currency} value={chain.chain} onChange={setChain} />
      </section>
      <DepositAddressCard key={`${currency}-${chain.chain}`} currency={currency} chain={chain} />
      {!address.isLoading && !isWatched && <DepositForm key={`form-${currency}-${chain.chain}`} currency={currency} chain={chain} />}
      <ChainDepositList key={`chain-${currency}`} currency={currency} isWatched={isWatched} />
    </SubPage>
  );
}
