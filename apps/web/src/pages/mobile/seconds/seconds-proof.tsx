import { useTranslation } from 'react-i18next';
import type { TSecondsOrder } from '../../../features/seconds/seconds-api';
import { TickBlock } from '../contract/tick-block';
import { symbolOf } from './seconds-view';

/**
 * An order's proof: the version of the settlement rule, and the two recorded index ticks that
 * decided it (the first at or after acceptance, the first at or after expiry), each with its id,
 * price, time, method and every input with its own time. Each can be fetched again from the public
 * price-tick call, as anyone can, and the answer is compared with it.
 */
export function SecondsProof({ order, precision }: { order: TSecondsOrder; precision: number | undefined }) {
  const { t } = useTranslation();
  const symbol = symbolOf(order);
  const isOpen = order.entryStatus === 1;
  const priceDecimals = precision ?? 8;
  return (
    <section className="mc-dcard mc-proof" aria-labelledby="msec-proof-title" data-testid="proof">
      <h2 className="mc-dcard__title" id="msec-proof-title">
        {t('seconds.proof.title')}
      </h2>
      <p className="mc-note">{t('seconds.proof.hint')}</p>
      <p className="msec-rule" data-testid="proof-rule" data-version={order.ruleVersion}>
        {t('seconds.proof.rule', { version: order.ruleVersion })}
      </p>
      <TickBlock title={t('seconds.proof.open')} tick={order.openTick} symbol={symbol} priceDecimals={priceDecimals} testId="open-tick" emptyKey={isOpen ? 'seconds.waitingOpen' : 'mContract.noTick'} />
      <TickBlock title={t('seconds.proof.close')} tick={order.closeTick} symbol={symbol} priceDecimals={priceDecimals} testId="close-tick" emptyKey={isOpen ? 'mContract.notSettled' : 'mContract.noTick'} />
    </section>
  );
}
