import { apiKeyCreateCall, apiKeyDeleteCall, apiKeyListCall, apiKeyUpdateCall, type TApiKey } from '@exchange/contracts';
import type { z } from 'zod';
import { bbCall, bbCallAnswer } from '../api/bb-call';

export type { TApiKey };
/** A key just created: its HMAC secret is in this answer only ('' for an Ed25519 key). */
export type TCreatedApiKey = z.output<typeof apiKeyCreateCall.response>;

/** What a creation sends (docs/api.md, API keys): the proofs are the fund password and a code of purpose `apiKey`. */
export type TApiKeyCreateInput = {
  label: string;
  kind: TApiKey['kind'];
  publicKey: string;
  canTrade: '1' | '0';
  ipAllow: string;
  fundPwd: string;
  code: string;
};

/** What a change sends: only the fields that changed; the proofs only when withdrawal is turned on. */
export type TApiKeyUpdateInput = {
  id: number;
  label?: string;
  canTrade?: '1' | '0';
  canWithdraw?: '1' | '0';
  ipAllow?: string;
  fundPwd?: string;
  code?: string;
};

/** POST /user/apiKey/list: the user's keys, newest first (never a secret). */
export function fetchApiKeys(): Promise<TApiKey[]> {
  return bbCall(apiKeyListCall);
}

/** POST /user/apiKey/create: answers the new key with its secret, shown once. */
export function createApiKeyRequest(input: TApiKeyCreateInput) {
  return bbCallAnswer(apiKeyCreateCall, input);
}

export function updateApiKeyRequest(input: TApiKeyUpdateInput) {
  return bbCallAnswer(apiKeyUpdateCall, input);
}

/** POST /user/apiKey/delete: requests signed with the key are refused from then on. */
export function deleteApiKeyRequest(id: number) {
  return bbCallAnswer(apiKeyDeleteCall, { id });
}
