import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFiatOrder } from './fiat-api';
import { isMissingOrder } from './fiat-order';
import { useFiatOrder } from './use-fiat-data';

/** The interface's own way to show loading, failed (retry) and empty. */
export type TFiatStates = {
  Loading: ComponentType;
  Failed: ComponentType<{ onRetry: () => void }>;
  Empty: ComponentType<{ text: string }>;
};

/** One order by its id (null: not an id): missing, failed with retry, loading, or the order drawn by `children`. */
export function FiatOrderLoad({ id, states, children }: { id: string | null; states: TFiatStates; children: (order: TFiatOrder) => ReactNode }) {
  const { t } = useTranslation();
  const order = useFiatOrder(id);
  const { Loading, Failed, Empty } = states;
  if (!id || (order.isError && !order.data)) {
    return !id || isMissingOrder(order.error) ? <Empty text={t('fiat.order.missing')} /> : <Failed onRetry={() => void order.refetch()} />;
  }
  return order.data ? children(order.data) : <Loading />;
}
