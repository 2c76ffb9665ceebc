import { useTranslation } from 'react-i18next';
import { ChainPicker } from './chain-picker';
import { CoinSelect } from './coin-select';
import { Field } from './field';
import { useCoinChain } from './use-coin-chain';
import { WithdrawForm } from './withdraw-form';
import { WithdrawRecords } from './withdraw-records';
import './assets.css';

/**
 * /account/withdrawel (SPEC §2 "Withdrawal"): coin and network, an address of the book, note,
 * amount, fee, actual arrival and fund password; the withdrawal records below.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const { currency, chain, setCurrency, setChain } = useCoinChain();
  return (
    <>
      <section className="pc-card da-card">
        <h1 className="pc-page__title">{t('pc.account.withdrawel')}</h1>
        <WithdrawForm
          key={`${currency}-${chain.chain}`}
          currency={currency}
          chain={chain}
          picker={
            <div className="da-pick">
              <Field label={t('assets.coin')} htmlFor="withdraw-coin">
                <CoinSelect id="withdraw-coin" value={currency} onChange={setCurrency} isOnChainOnly />
              </Field>
              <Field label={t('assets.network')}>
                <ChainPicker currency={currency} value={chain.chain} onChange={setChain} />
              </Field>
            </div>
          }
        />
      </section>
      <WithdrawRecords />
    </>
  );
}
