import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { ZEpochMs } from '../api/fields.js';
import type { TLiabilityProof, TSha256Hex } from './merkle-sum.js';

/**
 * Verifiable trust (issue 29): signed checkpoints of the ledger's hash chains, the proof of
 * liabilities (a Merkle-sum tree over every user's balances) and the reserves read from the chain.
 * Anyone can fetch the checkpoints; a logged-in user fetches the proof that their balances are
 * counted in the published liabilities. docs/transparency.md describes how to check both by hand.
 */

const ZHex = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));
/** An amount in an asset's ledger units (a base-10 integer string): exact, for verifying. */
const ZUnits = z.string().regex(/^(0|[1-9]\d*)$/).meta({ format: 'integer' });

export const ZReserve = z.strictObject({
  asset: z.string(),
  status: z.enum(['proven', 'notProven']).meta({ description: '`proven`: read from the chain at `block`; `notProven`: no watched chain holds this asset.' }),
  units: ZUnits.nullable().meta({ description: 'The balance of the addresses at `block`, in ledger units (rounded down), or null when not proven.' }),
  block: z.string().nullable().meta({ description: 'The block the balances were read at.' }),
  network: z.string().nullable(),
  addresses: z.array(z.string()).meta({ description: 'The exchange wallets read (hot, then cold), so anyone can check them on an explorer.' }),
});
export type TReserve = z.output<typeof ZReserve>;

export const ZLiability = z.strictObject({
  asset: z.string(),
  decimals: z.number().int().min(0).meta({ description: "Decimal places of the asset's ledger unit." }),
  units: ZUnits.meta({ description: "The sum of every user's balances of the asset (all wallets, frozen included), the Merkle-sum root's sum." }),
});

export const ZCheckpoint = z.strictObject({
  id: z.number().int().min(1),
  time: ZEpochMs,
  previous: z.string().regex(/^([0-9a-f]{64})?$/).meta({ description: "`checkpointDigest` of the checkpoint before it ('' for the first): the checkpoints form a chain, so one removed or rewritten is seen." }),
  root: ZHex(32).meta({ description: "Merkle root over every ledger account's chain head (in key, asset order), then the price-tick and operator-audit chain heads." }),
  ledgerEntryId: z.string().meta({ description: 'The newest ledger entry the checkpoint covers: every account head is its chain up to this entry.' }),
  accounts: z.number().int().min(0),
  ticksHead: z.string(),
  tickId: z.string(),
  auditHead: z.string(),
  auditId: z.string(),
  liabilitiesRoot: ZHex(32).meta({ description: "The Merkle-sum tree's root hash." }),
  users: z.number().int().min(0).meta({ description: 'Leaves of the tree: one per user with a ledger account.' }),
  liabilities: z.array(ZLiability),
  reserves: z.array(ZReserve),
  signature: ZHex(64).meta({ description: 'Ed25519 signature of `checkpointMessage` (docs/transparency.md) by `publicKey`.' }),
  publicKey: ZHex(32).meta({ description: 'The raw Ed25519 public key the signature verifies with.' }),
});
export type TCheckpoint = z.output<typeof ZCheckpoint>;

/**
 * The exact text a checkpoint's signature covers: everything it publishes, in a fixed order.
 * The server signs it, the browser and scripts/verify-proof.mjs verify it.
 */
export function checkpointMessage(c: Omit<TCheckpoint, 'signature' | 'publicKey'>): string {
  return `exchange-checkpoint|v1|${JSON.stringify([
    c.id,
    c.time,
    c.previous,
    c.root,
    c.ledgerEntryId,
    c.accounts,
    c.ticksHead,
    c.tickId,
    c.auditHead,
    c.auditId,
    c.liabilitiesRoot,
    c.users,
    c.liabilities.map((l) => [l.asset, l.decimals, l.units]),
    c.reserves.map((r) => [r.asset, r.status, r.units, r.block, r.network, r.addresses]),
  ])}`;
}

/** What the next checkpoint's `previous` names: `sha256(checkpointMessage(c) + "|" + c.signature)`. */
export function checkpointDigest(sha256: TSha256Hex, c: TCheckpoint): string {
  return sha256(`${checkpointMessage(c)}|${c.signature}`);
}

export const CHECKPOINTS_PAGE = 50;

export const transparencyCheckpointsCall = defineCall({
  method: 'GET',
  path: '/transparency/checkpoints',
  auth: false,
  group: 'Transparency',
  summary: 'The signed checkpoints, newest first: ledger chain root, liabilities, reserves, signature and public key.',
  description: `Each checkpoint is signed with the exchange's Ed25519 key, whose private half never enters the database. Verify the signature over \`checkpointMessage\` (docs/transparency.md), then compare \`liabilitiesRoot\` with your own proof's root. At most ${CHECKPOINTS_PAGE} per page.`,
  request: z.object({
    page: z.coerce.number().int().min(1).max(100000).optional().default(1),
  }),
  response: z.strictObject({
    publicKey: z.string().meta({ description: "The key the newest checkpoints are signed with (raw Ed25519, hex); empty before the first checkpoint." }),
    list: z.array(ZCheckpoint),
    hasMore: z.boolean(),
  }),
});

const ZProofStep = z.strictObject({ side: z.enum(['left', 'right']), hash: ZHex(32), sums: z.array(ZUnits) });

export const ZLiabilityProof = z.strictObject({
  version: z.literal(1),
  checkpointId: z.number().int().min(1),
  assets: z.array(z.string()),
  decimals: z.array(z.number().int().min(0)),
  leafIndex: z.number().int().min(0),
  leafCount: z.number().int().min(1),
  leaf: z.strictObject({ userId: z.string(), salt: z.string(), balances: z.array(ZUnits) }),
  path: z.array(ZProofStep),
  root: z.strictObject({ hash: ZHex(32), sums: z.array(ZUnits) }),
}) satisfies z.ZodType<TLiabilityProof>;

export const transparencyProofCall = defineCall({
  method: 'GET',
  path: '/transparency/proof',
  auth: true,
  group: 'Transparency',
  summary: "The caller's inclusion proof in a checkpoint's Merkle-sum tree (the newest by default), or null when no checkpoint holds the caller yet.",
  description:
    "The leaf is the caller's salted hash and balances per asset (all wallets, frozen included, fund holdings at their principal); the path is the sibling of each node up to the root, each with its sums. Keep the salt private: with it a leaf can be tied to you. Proofs are kept for the newest checkpoints only.",
  request: z.object({
    checkpointId: z.coerce.number().int().min(1).optional().meta({ description: 'A checkpoint id; omitted means the newest.' }),
  }),
  response: ZLiabilityProof.nullable(),
});

export const TRANSPARENCY_CALLS = [transparencyCheckpointsCall, transparencyProofCall] as const;
