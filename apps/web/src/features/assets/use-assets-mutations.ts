import { useRef } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { showFailure, showInvalid } from '../notify/show-failure';
import { useSessionStore } from '../session/session-store';
import {
  addAddressRequest,
  cancelWithdrawalRequest,
  deleteAddressRequest,
  depositApplyRequest,
  editAddressRequest,
  transferRequest,
  uploadProofRequest,
  withdrawRequest,
} from './assets-api';
import { assetsKeys } from './assets-keys';
import type {
  TAddressAddInput,
  TAddressEditInput,
  TAddressEntry,
  TDeposit,
  TDepositApplyInput,
  TTransferInput,
  TTransferResult,
  TUploadedFile,
  TWithdrawInput,
  TWithdrawal,
} from './assets-types';
import { newIdempotencyKey } from './idempotency-key';

/** What a submit resolves to: the call's data and success message, or null when it failed (already shown). */
export type TActionResult<R> = { data: R; msg: string } | null;

export type TAssetsAction<I, R> = {
  /** Runs the call with a progress toast, then the server's success or failure message. */
  submit: (input: I) => Promise<TActionResult<R>>;
  isPending: boolean;
};

type TActionOptions<I, R> = {
  progressKey: string;
  run: (input: I, idempotencyKey: string) => Promise<{ data: R; msg: string }>;
  /** The query keys (prefixes) whose data the call changes. */
  stale: (userId: string) => QueryKey[];
  /** No success toast (an upload is a step of a form, not an outcome). */
  isQuiet?: boolean;
};

/**
 * One user action that changes server state. The Idempotency-Key lives as long as the action is
 * not done: a double tap, or a retry after a lost answer, sends the same key, so the server pays
 * once (docs/api.md §1.12); a new key is drawn only after a success. A tap while a submit is in
 * flight is ignored outright.
 */
function useAssetsAction<I, R>({ progressKey, run, stale, isQuiet }: TActionOptions<I, R>): TAssetsAction<I, R> {
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.userId);
  const key = useRef(newIdempotencyKey());
  const isBusy = useRef(false);
  const mutation = useMutation({
    mutationFn: (input: I) => run(input, key.current),
    onSuccess: async () => {
      key.current = newIdempotencyKey();
      await Promise.all(stale(userId).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  const submit = async (input: I): Promise<TActionResult<R>> => {
    if (isBusy.current) return null;
    isBusy.current = true;
    const close = notify.loading(i18n.t(progressKey));
    try {
      const result = await mutation.mutateAsync(input);
      close();
      if (!isQuiet) notify.success(result.msg);
      return result;
    } catch (error) {
      close();
      showFailure(error);
      return null;
    } finally {
      isBusy.current = false;
    }
  };
  return { submit, isPending: mutation.isPending };
}

/** Coin ⇄ contract transfer; refreshes both wallets and the asset records. */
export function useTransfer(): TAssetsAction<TTransferInput, TTransferResult> {
  return useAssetsAction({
    progressKey: 'progress.handling',
    run: (input, idempotencyKey) => transferRequest(input, idempotencyKey),
    stale: (u) => [assetsKeys.wallets(u), assetsKeys.records(u)],
  });
}

/** Withdrawal request (amount + fee frozen); refreshes wallets, asset records and withdrawals. */
export function useWithdraw(): TAssetsAction<TWithdrawInput, TWithdrawal> {
  return useAssetsAction({
    progressKey: 'progress.submitting',
    run: (input, idempotencyKey) => withdrawRequest(input, idempotencyKey),
    stale: (u) => [assetsKeys.wallets(u), assetsKeys.records(u), assetsKeys.withdrawals(u)],
  });
}

/** Cancels a pending withdrawal; refreshes wallets, asset records and withdrawals. */
export function useCancelWithdrawal(): TAssetsAction<number, TWithdrawal> {
  return useAssetsAction({
    progressKey: 'progress.handling',
    run: (id) => cancelWithdrawalRequest(id),
    stale: (u) => [assetsKeys.wallets(u), assetsKeys.records(u), assetsKeys.withdrawals(u)],
  });
}

/** Deposit declaration with proof; refreshes the deposit records (no balance moves before review). */
export function useDepositApply(): TAssetsAction<TDepositApplyInput, TDeposit> {
  return useAssetsAction({
    progressKey: 'progress.submitting',
    run: (input, idempotencyKey) => depositApplyRequest(input, idempotencyKey),
    stale: (u) => [assetsKeys.deposits(u)],
  });
}

const PROOF_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Uploads a proof image (PNG, JPEG or WebP; the server checks the content and size again). */
export function useUploadProof(): TAssetsAction<File, TUploadedFile> {
  const action = useAssetsAction<File, TUploadedFile>({
    progressKey: 'progress.submitting',
    run: (file) => uploadProofRequest(file),
    stale: () => [],
    isQuiet: true,
  });
  const submit = async (file: File) => {
    if (!PROOF_TYPES.includes(file.type)) {
      showInvalid('fileTypeInvalid');
      return null;
    }
    return action.submit(file);
  };
  return { submit, isPending: action.isPending };
}

export function useAddAddress(): TAssetsAction<TAddressAddInput, TAddressEntry> {
  return useAssetsAction({ progressKey: 'progress.submitting', run: (input) => addAddressRequest(input), stale: (u) => [assetsKeys.addresses(u)] });
}

export function useEditAddress(): TAssetsAction<TAddressEditInput, TAddressEntry> {
  return useAssetsAction({ progressKey: 'progress.modifying', run: (input) => editAddressRequest(input), stale: (u) => [assetsKeys.addresses(u)] });
}

export function useDeleteAddress(): TAssetsAction<number, null> {
  return useAssetsAction({ progressKey: 'progress.handling', run: (id) => deleteAddressRequest(id), stale: (u) => [assetsKeys.addresses(u)] });
}
