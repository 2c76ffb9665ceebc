import { useTranslation } from 'react-i18next';
import type { TChain } from '@exchange/contracts';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { withdrawQuote } from '../../../features/assets/withdraw-math';
import { Output } from '../../../features/format/output';

/**
 * Fee, actual arrival and total deducted for the typed amount, as the server books them (docs/api.md
 * §3.14): the fee comes on top, so what arrives is the amount and amount + fee leaves the balance.
 */
export function WithdrawQuote({ amount, currency, chain }: { amount: string; currency: string; chain: TChain }) {
  const { t } = useTranslation();
  const quote = withdrawQuote(amount, chain);
  const line = (key: string, label: string, value: string | undefined, isStrong?: boolean) => (
    <div className={`da-quote__line${isStrong ? ' is-strong' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={`quote-${key}`}>
        {value === undefined ? '—' : (
          <>
            <bdi dir="ltr"><Output value={value} scale={MAX_ASSET_SCALE} /></bdi> {currency}
          </>
        )}
      </dd>
    </div>
  );
  return (
    <div className="da-quote" data-testid="withdraw-quote">
      {/* A <dl> holds only its term and value pairs: the note follows it. */}
      <dl className="da-quote__list">
        {line('fee', t('assets.fee'), chain.withdrawFee)}
        {line('arrival', t('assets.arrival'), quote?.arrival, true)}
        {line('total', t('assets.totalDeducted'), quote?.total)}
      </dl>
      <p className="da-quote__note">{t('assets.feeOnTop')}</p>
    </div>
  );
}
