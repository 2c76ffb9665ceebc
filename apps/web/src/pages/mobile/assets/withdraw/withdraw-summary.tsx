import { useTranslation } from 'react-i18next';
import type { TChain } from '@exchange/contracts';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { withdrawQuote } from '../../../../features/assets/withdraw-math';
import { formatOutput } from '../../../../features/format/format-output';
import { useLocaleStore } from '../../../../features/locale/locale-store';
import { InfoRow } from '../components/info-row';

type TProps = { amount: string; chain: TChain; currency: string };

/** Fee, actual arrival and the total that leaves the balance (the fee comes on top, as the server books it). */
export function WithdrawSummary({ amount, chain, currency }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const quote = withdrawQuote(amount, chain);
  const show = (value: string | undefined) => (value === undefined ? '—' : `${formatOutput(value, lang, { scale: MAX_ASSET_SCALE })} ${currency}`);
  return (
    <div className="ma-summary-box" data-testid="withdraw-summary">
      <InfoRow label={t('assets.fee')}>
        <bdi dir="ltr" data-field="fee">{show(chain.withdrawFee)}</bdi>
      </InfoRow>
      <InfoRow label={t('assets.arrival')} isStrong>
        <bdi dir="ltr" data-field="arrival">{show(quote?.arrival)}</bdi>
      </InfoRow>
      <InfoRow label={t('assets.totalDeducted')}>
        <bdi dir="ltr" data-field="total">{show(quote?.total)}</bdi>
      </InfoRow>
      <p className="ma-hint">{t('assets.feeOnTop')}</p>
    </div>
  );
}
