import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProductCode } from '@exchange/contracts';
import { ApiError } from '../api/api-error';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { gateView, withProduct, type TGatePolicy } from './product-gate';
import { acceptDisclosureRequest, type TProductList } from './products-api';
import { refreshProducts, useProducts } from './use-products';

/**
 * One product's gate for both interfaces: what to show (gateView), and the disclosure's state —
 * the "I have read and understood" box (ticked for the version shown only: a new version must be
 * read again) and the Accept call, whose refusal shows under the button. Once accepted, the
 * server's answer for the product replaces the cached one, so the gate opens at once.
 */
export function useProductGate(code: TProductCode, policy: TGatePolicy = {}) {
  const client = useQueryClient();
  const products = useProducts();
  const view = gateView({ code, answer: products.data, isFailed: products.isError }, policy);
  const version = view.kind === 'closed' ? view.disclosure?.version ?? 0 : 0;
  const [readVersion, setReadVersion] = useState(0);
  const [acceptError, setAcceptError] = useState<string | null>(null);

  const accept = useMutation({
    mutationFn: () => acceptDisclosureRequest(code, version),
    onMutate: () => setAcceptError(null),
    onSuccess: ({ product, msg }) => {
      client.setQueryData<TProductList>(products.key, (answer) => answer && withProduct(answer, product));
      if (msg) notify.success(msg);
      void refreshProducts();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === -2) return; // the session-gone handler has said it
      setAcceptError(error instanceof ApiError && error.message ? error.message : i18n.t('msg:error'));
      // A newer text was published meanwhile: show it (the box is unticked, since it is another version).
      if (error instanceof ApiError && error.reason === 'disclosureOutdated') void refreshProducts();
    },
  });

  const isRead = version > 0 && readVersion === version;
  return {
    view,
    isRead,
    setRead: (value: boolean) => {
      setReadVersion(value ? version : 0);
      setAcceptError(null);
    },
    /** Accepts the version shown; only once the box is ticked. */
    accept: () => {
      if (isRead && !accept.isPending) accept.mutate();
    },
    isAccepting: accept.isPending,
    acceptError,
    retry: () => void products.refetch(),
  };
}
