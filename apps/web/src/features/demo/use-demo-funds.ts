import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLocale } from '@exchange/i18n';
import { assetsKeys } from '../assets/assets-keys';
import { formatOutput } from '../format/format-output';
import { runAction } from '../account/run-action';
import { useSessionStore } from '../session/session-store';
import { tradeKeys } from '../trade/trade-keys';
import { claimDemoFundsRequest, fetchDemoFunds } from './demo-funds-api';

export const demoFundsKey = (userId: string) => ['demoFunds', userId] as const;

/** "1,000 USDT, 0.01 BTC, 0.2 ETH" in the reader's language: what one claim pays. */
export function demoAmountsText(amounts: readonly { currency: string; amount: string }[], lang: TLocale): string {
  return amounts.map((a) => formatOutput(a.amount, lang, { asset: a.currency })).join(', ');
}

/**
 * Demo funds of the logged-in user (demo mode): `canClaim` while today's are not claimed, `nextAt`
 * once they are. A claim shows its progress and the server's answer, then refreshes every balance
 * the screens show (assets, the trade forms). A tap while one is in flight is ignored.
 */
export function useDemoFunds() {
  const queryClient = useQueryClient();
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  const status = useQuery({ queryKey: demoFundsKey(userId), queryFn: fetchDemoFunds, enabled: isLogin, staleTime: 60_000 });
  const isBusy = useRef(false);
  const mutation = useMutation({
    mutationFn: claimDemoFundsRequest,
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(demoFundsKey(userId), data);
      await Promise.all([assetsKeys.all(userId), tradeKeys.balances(userId)].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  const claim = async (): Promise<boolean> => {
    if (isBusy.current) return false;
    isBusy.current = true;
    try {
      const isPaid = await runAction('progress.handling', () => mutation.mutateAsync());
      // Claimed meanwhile (another tab) or refused: the status says what holds now.
      if (!isPaid) await queryClient.invalidateQueries({ queryKey: demoFundsKey(userId) });
      return isPaid;
    } finally {
      isBusy.current = false;
    }
  };
  const data = isLogin ? status.data : undefined;
  const canClaim = Boolean(data?.offered && data.nextAt === null);
  return {
    /**
     * What an offer shows: nothing (production, logged out, or beside a form once claimed), the
     * offer, or (on the assets screens) when the next ones come.
     */
    view: (compact: boolean): 'none' | 'offer' | 'claimed' => (!data?.offered ? 'none' : canClaim ? 'offer' : compact ? 'none' : 'claimed'),
    isOffered: Boolean(data?.offered),
    canClaim,
    amounts: data?.amounts ?? [],
    nextAt: data?.nextAt ?? null,
    claim,
    isClaiming: mutation.isPending,
  };
}
