import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TContractOrder } from '../../../features/contract/contract-types';
import { contractUrls } from './contract-urls';

type TCellProps = { label: string; children: ReactNode; unit?: string; testId?: string; isWordy?: boolean };

/**
 * A label over its value, in a card's grid. Numbers read left to right in every language; a value
 * with words or the language's own date order (`isWordy`) keeps its own direction.
 */
export function Cell({ label, children, unit, testId, isWordy }: TCellProps) {
  return (
    <div className="mt-ocard__cell">
      <span className="mt-ocard__label">{label}</span>
      <span className="mt-ocard__value" data-testid={testId}>
        {isWordy ? <bdi>{children}</bdi> : <bdi dir="ltr">{children}</bdi>}
        {unit && <span className="mt-muted"> {unit}</span>}
      </span>
    </div>
  );
}

/** The direction (coloured) and leverage of an order. */
export function DirectionTags({ order }: { order: Pick<TContractOrder, 'direction' | 'multiple'> }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={`mt-tag mc-tag--${order.direction}`}>{t(`contract.${order.direction}`)}</span>
      <span className="mt-tag">
        <bdi dir="ltr">{t('contract.leverageValue', { value: order.multiple })}</bdi>
      </span>
    </>
  );
}

/** A card's head: direction, leverage, the pair, and a link to the order's detail at the end. */
export function OrderHead({ order, children }: { order: TContractOrder; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="mt-ocard__head">
      <DirectionTags order={order} />
      <bdi dir="ltr" className="mt-ocard__pair">
        {order.base}/{order.quote}
      </bdi>
      {children}
      <Link to={contractUrls.detail(order.orderId)} className="mc-detail-link" data-testid="order-detail-link">
        {t('contract.detail')}
      </Link>
    </header>
  );
}

/** A label and its value on one line of a detail card. */
export function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="mc-row">
      <dt className="mc-row__label">{label}</dt>
      <dd className="mc-row__value" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
