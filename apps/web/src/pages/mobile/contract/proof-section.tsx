import { useTranslation } from 'react-i18next';
import { findContractMarket } from '@exchange/contracts';
import type { TContractDetail } from '../../../features/contract/contract-types';
import { TickBlock } from './tick-block';

/**
 * The settlement's proof: the recorded index ticks the order opened and settled at, each with its
 * id, price, time, how it was made and every input with its own time; each can be fetched again
 * from the public price-tick call (what anyone can do), and the answer is shown beside it.
 */
export function ProofSection({ order }: { order: TContractDetail }) {
  const { t } = useTranslation();
  const market = findContractMarket(order.symbol);
  const priceDecimals = market?.pricePrecision ?? 8;
  return (
    <section className="mc-dcard mc-proof" aria-labelledby="mc-proof-title" data-testid="proof">
      <h2 className="mc-dcard__title" id="mc-proof-title">
        {t('contract.proof.title')}
      </h2>
      <p className="mc-note">{t('contract.proof.hint')}</p>
      <TickBlock title={t('contract.proof.open')} tick={order.openTick} symbol={order.symbol} priceDecimals={priceDecimals} testId="open-tick" emptyKey="mContract.noTick" />
      <TickBlock
        title={t('contract.proof.close')}
        tick={order.closeTick}
        symbol={order.symbol}
        priceDecimals={priceDecimals}
        testId="close-tick"
        emptyKey={order.status === 'holding' || order.status === 'pending' ? 'mContract.notSettled' : 'mContract.noTick'}
      />
    </section>
  );
}
