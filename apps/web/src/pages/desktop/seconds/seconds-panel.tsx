import { useTranslation } from 'react-i18next';
import type { TGatePolicy } from '../../../features/products/product-gate';
import { ProductGate } from '../components/product-gate';
import { SecondsForm } from './seconds-form';

/**
 * How the seconds panel meets its gate: a visitor sees the form with its own log-in offer (the page
 * is public, SPEC §2); a user waits for the access list, and a closed gate (switched off, restricted
 * in the user's country, the risk disclosure to accept) stands in place of the form, never after it.
 */
const SECONDS_GATE: TGatePolicy = { hasOwnLogin: true };

/** The order panel: the form behind the seconds gate. */
export function SecondsPanel({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  return (
    <section className="pc-trade__panel pcc-panel" aria-label={t('seconds.title')} data-testid="seconds-panel">
      <ProductGate product="seconds" policy={SECONDS_GATE}>
        <SecondsForm key={symbol} symbol={symbol} />
      </ProductGate>
    </section>
  );
}
