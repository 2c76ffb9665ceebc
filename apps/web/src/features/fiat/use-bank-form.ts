import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { showFailure } from '../notify/show-failure';
import { useProfile } from '../session/use-profile';
import { useSessionStore } from '../session/session-store';
import { saveBankDetails } from './fiat-api';
import { bankFieldError, bankFormErrors, bankFormOf, bankRequestOf, EMPTY_BANK_FORM, type TBankField, type TBankFormState } from './bank-form';
import { fiatKeys, useBankDetails, useBankNames } from './use-fiat-data';

type TInputField = Exclude<keyof TBankFormState, 'isChecked'>;

/**
 * The bank payout details form of both interfaces: filled from the saved details once they load,
 * checked by the server's own rules (bank-form.ts), saved with the fund password; the saved state
 * then shows masked.
 */
export function useBankForm() {
  const [form, setForm] = useState<TBankFormState>(EMPTY_BANK_FORM);
  const [isFilled, setFilled] = useState(false);
  const userId = useSessionStore((s) => s.userId);
  const client = useQueryClient();
  const details = useBankDetails();
  const banks = useBankNames();
  const profile = useProfile();
  const hasFundPassword = profile.data ? profile.data.assetsPwd === 1 : true;
  useEffect(() => {
    if (isFilled || details.data === undefined) return;
    setForm(bankFormOf(details.data));
    setFilled(true);
  }, [details.data, isFilled]);
  const save = useMutation({
    mutationFn: saveBankDetails,
    onMutate: () => ({ close: notify.loading(i18n.t('progress.submitting')) }),
    onSuccess: ({ details: saved, message }) => {
      notify.success(message || i18n.t('fiat.bank.saved'));
      client.setQueryData(fiatKeys.details(userId), saved);
      setForm(bankFormOf(saved));
    },
    onError: showFailure,
    onSettled: (_d, _e, _i, progress) => progress?.close(),
  });
  const codes = banks.data?.map((b) => b.code) ?? [];
  const errors = bankFormErrors(form, codes, hasFundPassword);

  const submit = async (): Promise<boolean> => {
    const first = errors[0];
    if (first) {
      notify.error(i18n.t(first.key));
      setForm((f) => ({ ...f, isChecked: true }));
      return false;
    }
    try {
      await save.mutateAsync(bankRequestOf(form));
      return true;
    } catch {
      return false;
    }
  };
  return {
    form,
    saved: details.data,
    banks: banks.data ?? [],
    /** A bank's name from the server's list, for a saved code (the code itself while the list loads). */
    bankLabel: (code: string) => banks.data?.find((b) => b.code === code)?.name ?? code,
    isLoading: details.isPending || banks.isPending,
    isFailed: (details.isError && details.data === undefined) || (banks.isError && !banks.data),
    retry: () => {
      void details.refetch();
      void banks.refetch();
    },
    hasFundPassword,
    errorOf: (field: TBankField) => bankFieldError(form, errors, field),
    set: (field: TInputField, value: string) => setForm((f) => ({ ...f, [field]: value })),
    submit,
    isSaving: save.isPending,
  };
}

export type TBankFormApi = ReturnType<typeof useBankForm>;
