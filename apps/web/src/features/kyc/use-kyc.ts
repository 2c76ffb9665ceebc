import { useEffect, useReducer, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KYC_STATUS, MESSAGES_TOPIC } from '@exchange/contracts';
import { i18n } from '../locale/i18n';
import { marketSocket } from '../market/market-socket-instance';
import { notify } from '../notify/notify';
import { showFailure } from '../notify/show-failure';
import { refreshProducts } from '../products/use-products';
import { useSessionStore } from '../session/session-store';
import { fetchKycInfo, submitKycRequest, uploadKycPhoto, type TKycInfo } from './kyc-api';
import { kycErrorText } from './kyc-error-text';
import { firstKycError, imageError, initialKycForm, kycErrors, kycFormReducer, kycRequestOf, kycScreenOf, type TKycSide } from './kyc-form';

export const kycKey = (userId: string) => ['kyc', userId] as const;

/**
 * While a file is under review, the operator's decision shows without a reload: at once when its
 * message is pushed (the private topic `messages`), and by asking again now and then in case the
 * socket is down.
 */
const REVIEW_POLL_MS = 30_000;

/** Whether a push of the `messages` topic tells of a KYC decision. */
const isKycPush = (push: unknown) => {
  const kind = (push as { kind?: unknown } | null)?.kind;
  return kind === 'kycApproved' || kind === 'kycRejected';
};

/**
 * The one identity verification hook of both interfaces: the caller's state (the screen it calls
 * for), the pure form engine (kyc-form.ts), the photo uploads with their previews (checked for
 * type and size before anything is sent), and the submission with the server's message or refusal.
 */
export function useKyc() {
  const userId = useSessionStore((s) => s.userId);
  const isLogin = useSessionStore((s) => s.isLogin);
  const client = useQueryClient();
  const info = useQuery<TKycInfo>({
    queryKey: kycKey(userId),
    queryFn: fetchKycInfo,
    enabled: isLogin,
    refetchInterval: (query) => (query.state.data?.auth === KYC_STATUS.review ? REVIEW_POLL_MS : false),
  });
  const [state, dispatch] = useReducer(kycFormReducer, undefined, () => initialKycForm());
  const [isResubmitting, setResubmitting] = useState(false);
  const previews = useRef(new Set<string>());
  const hasDefaults = useRef(false);

  // The form starts from the last submission's name and country, or the declared country, once known.
  useEffect(() => {
    if (!info.data || hasDefaults.current) return;
    hasDefaults.current = true;
    dispatch({ type: 'restart', from: initialKycForm(info.data) });
  }, [info.data]);

  const isUnderReview = info.data?.auth === KYC_STATUS.review;
  const refetch = info.refetch;
  useEffect(() => {
    if (!isUnderReview) return;
    return marketSocket().subscribe(MESSAGES_TOPIC, (push) => {
      if (isKycPush(push)) void refetch();
    });
  }, [isUnderReview, refetch]);

  // An operator's decision seen by the poll or the push changes the profile's `auth` and the product gates too.
  const auth = info.data?.auth;
  const lastAuth = useRef(auth);
  useEffect(() => {
    if (auth === undefined) return;
    if (lastAuth.current !== undefined && lastAuth.current !== auth) {
      void client.invalidateQueries({ queryKey: ['profile', userId] });
      void refreshProducts();
    }
    lastAuth.current = auth;
  }, [auth, client, userId]);

  // Previews are object URLs: released when the page goes.
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const submit = useMutation({
    mutationFn: submitKycRequest,
    onMutate: () => ({ close: notify.loading(i18n.t('progress.submitting')) }),
    onSuccess: ({ info: next, message }) => {
      notify.success(message);
      client.setQueryData(kycKey(userId), next);
      setResubmitting(false);
    },
    onError: (error) => {
      showFailure(error);
      void info.refetch();
    },
    onSettled: (_d, _e, _v, progress) => {
      progress?.close();
      void client.invalidateQueries({ queryKey: ['profile', userId] });
      void refreshProducts();
    },
  });

  /** A picked photo: checked here first (type, size), previewed at once, then uploaded. */
  const pickPhoto = async (side: TKycSide, file: File) => {
    const problem = imageError(file);
    if (problem) {
      dispatch({ type: 'photoFailed', side, error: problem });
      return;
    }
    const preview = URL.createObjectURL(file);
    previews.current.add(preview);
    dispatch({ type: 'photoPicked', side, preview });
    try {
      dispatch({ type: 'photoUploaded', side, id: await uploadKycPhoto(file), preview });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : i18n.t('msg:error');
      notify.error(message);
      dispatch({ type: 'photoFailed', side, error: { text: message }, preview });
    }
  };

  const errors = kycErrors(state);

  /** Sends the form, or shows its first problem (as a toast and beside its field). */
  const send = async (): Promise<boolean> => {
    dispatch({ type: 'checked' });
    const first = firstKycError(errors);
    const request = kycRequestOf(state);
    if (first || !request) {
      if (first) notify.error(kycErrorText(i18n.t, first.error));
      return false;
    }
    try {
      await submit.mutateAsync(request);
      return true;
    } catch {
      return false;
    }
  };

  /** "Submit again" after a rejection: the form, from the rejected submission's name and country. */
  const startAgain = () => {
    if (info.data) dispatch({ type: 'restart', from: initialKycForm(info.data) });
    setResubmitting(true);
  };

  return {
    info: info.data,
    isLoadFailed: info.isError,
    retry: () => void info.refetch(),
    screen: kycScreenOf(info.data, isResubmitting),
    state,
    // A refused photo says why at once; the other fields once a submit has been tried.
    errors: state.isChecked ? errors : { ...(state.front.error && { front: state.front.error }), ...(state.back.error && { back: state.back.error }) },
    set: (field: 'realName' | 'idNumber' | 'idCountry', value: string) => dispatch({ type: 'field', field, value }),
    pickPhoto: (side: TKycSide, file: File) => void pickPhoto(side, file),
    send,
    startAgain,
    isSending: submit.isPending,
  };
}
