import { useQueries } from '@tanstack/react-query';
import { PARAM_NAMES } from '@exchange/contracts';
import { fetchParam } from '../api/params-api';
import type { TAccountMode } from './account-mode';

export type TRegisterOptions = {
  /** The registration methods the operator enables, e-mail first. */
  modes: TAccountMode[];
  /** Whether registering by this method needs a code checked first. */
  needsCode: (mode: TAccountMode) => boolean;
  isLoading: boolean;
  /**
   * A flag could not be read (a network failure, a refusal): the methods are unknown, so the form
   * is not offered with one missing; `retry` asks again for what failed.
   */
  isFailed: boolean;
  retry: () => void;
};

const FLAGS = [
  PARAM_NAMES.enableEmailRegister,
  PARAM_NAMES.enablePhoneRegister,
  PARAM_NAMES.enableEmailVerification,
  PARAM_NAMES.enablePhoneVerification,
] as const;

/** SPEC §5: a method, and its code step, are offered only when its flag equals 1. */
export function useRegisterOptions(): TRegisterOptions {
  const results = useQueries({
    queries: FLAGS.map((name) => ({ queryKey: ['param', name], queryFn: () => fetchParam(name), staleTime: 5 * 60_000 })),
  });
  const [email, phone, emailCode, phoneCode] = results.map((r) => r.data === '1');
  const modes: TAccountMode[] = [];
  if (email) modes.push('email');
  if (phone) modes.push('phone');
  return {
    modes,
    needsCode: (mode) => (mode === 'email' ? emailCode : phoneCode),
    isLoading: results.some((r) => r.isLoading),
    isFailed: results.some((r) => r.isError && r.data === undefined),
    retry: () => {
      for (const r of results) if (r.isError) void r.refetch();
    },
  };
}
