import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useUploadProof } from '../assets/use-assets-mutations';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { showFailure } from '../notify/show-failure';
import { useSessionStore } from '../session/session-store';
import { cancelOrder, markOrderPaid, type TFiatOrder } from './fiat-api';
import { EMPTY_PAID_FORM, paidFormError, paidRequestOf, type TPaidFormState } from './paid-form';
import { fiatKeys } from './use-fiat-data';

/**
 * What a waiting buy order's screen does, on both interfaces: "I have paid" with the transfer
 * reference and an optional proof image (uploaded as a deposit proof is), and cancel.
 */
export function useFiatOrderActions(order: TFiatOrder | undefined) {
  const [form, setForm] = useState<TPaidFormState>(EMPTY_PAID_FORM);
  const userId = useSessionStore((s) => s.userId);
  const client = useQueryClient();
  const upload = useUploadProof();
  const refresh = (next: TFiatOrder) => {
    client.setQueryData(fiatKeys.order(userId, next.id), next);
    void client.invalidateQueries({ queryKey: fiatKeys.user(userId) });
  };
  const paid = useMutation({
    mutationFn: markOrderPaid,
    onMutate: () => ({ close: notify.loading(i18n.t('progress.submitting')) }),
    onSuccess: ({ order: next, message }) => {
      notify.success(message || i18n.t('fiat.order.markedPaid'));
      refresh(next);
    },
    onError: showFailure,
    onSettled: (_d, _e, _i, progress) => progress?.close(),
  });
  const cancel = useMutation({
    mutationFn: cancelOrder,
    onSuccess: (next) => {
      notify.success(i18n.t('fiat.order.cancelled'));
      refresh(next);
    },
    onError: showFailure,
  });
  const error = form.isChecked ? paidFormError(form) : null;

  const attach = async (file: File) => {
    const result = await upload.submit(file);
    if (result) setForm((f) => ({ ...f, proof: { id: result.data.id, url: result.data.url } }));
  };
  const submit = async () => {
    const request = order ? paidRequestOf(form, order.id) : null;
    if (!request) {
      const problem = paidFormError(form);
      if (problem) notify.error(i18n.t(problem));
      setForm((f) => ({ ...f, isChecked: true }));
      return;
    }
    try {
      await paid.mutateAsync(request);
      setForm(EMPTY_PAID_FORM);
    } catch {
      // Shown by onError.
    }
  };
  return {
    form,
    error,
    setUtr: (utr: string) => setForm((f) => ({ ...f, utr })),
    removeProof: () => setForm((f) => ({ ...f, proof: null })),
    attach,
    isUploading: upload.isPending,
    submit,
    isSending: paid.isPending,
    cancel: () => (order ? cancel.mutate(order.id) : undefined),
    isCancelling: cancel.isPending,
  };
}
