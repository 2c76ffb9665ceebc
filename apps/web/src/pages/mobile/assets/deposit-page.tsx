import { useTranslation } from 'react-i18next';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { SubPage } from '../../../ui/mobile/sub-page';
import { ChainChips } from './components/chain-chips';
import { CoinPicker } from './components/coin-picker';
import { useCoinParam } from './components/use-coin-param';
import { DepositAddressCard } from './deposit/deposit-address-card';
import { DepositForm } from './deposit/deposit-form';

/** Deposit: pick coin and network, see the address (QR, copy, memo), then declare the deposit with a proof. */
export function DepositPage() {
  const { t } = useTranslation();
  const { currency, chain, setCurrency, setChain } = useCoinParam();
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
      <DepositForm key={`form-${currency}-${chain.chain}`} currency={currency} chain={chain} />
    </SubPage>
  );
}
