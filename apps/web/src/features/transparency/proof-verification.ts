import {
  verifyLiabilityProof,
  ZLiabilityProof,
  type TCheckpoint,
  type TLiabilityProof,
  type TProofFailure,
  type TProofStep,
  type TSha256Hex,
  type TSumNode,
} from '@exchange/contracts';

/** The hash and signature check the verification runs with: @noble in the browser (browser-crypto.ts), anything equivalent in tests. */
export type TProofCrypto = {
  sha256: TSha256Hex;
  /** True when the checkpoint's Ed25519 signature over checkpointMessage verifies with its own public key. */
  verifyCheckpoint: (checkpoint: TCheckpoint) => boolean;
};

/** Why the browser refused a proof: the verifier's own reasons, then those of the signed checkpoint. */
export type TVerifyFailure =
  | TProofFailure
  | { reason: 'users' }
  | { reason: 'checkpoint'; id: number }
  | { reason: 'signature'; id: number }
  | { reason: 'key'; id: number }
  | { reason: 'signedRoot'; signed: string; computed: string }
  | { reason: 'liabilities'; asset: string };

/** One node of the climb: the leaf (step 0, no sibling), then each level with the sibling it was paired with. */
export type TClimbStep = { step: number; sibling: TProofStep | null; node: TSumNode };

export type TVerification = {
  /** The checkpoint the proof claims to be in (null when the proof does not even say). */
  checkpointId: number | null;
  assets: string[];
  /** Decimals per asset, for showing amounts (the proof's, else the checkpoint's, else 0). */
  decimals: number[];
  /** Every node computed before the verdict: all of them when the climb reached the top. */
  steps: TClimbStep[];
  failure: TVerifyFailure | null;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Levels above the leaves of a tree of `count` leaves, as buildLevels makes it (an odd node paired with the padding). */
export function treeDepth(count: number): number {
  let depth = 0;
  for (let width = count; width > 1; width = Math.ceil(width / 2)) depth++;
  return depth;
}

/**
 * The tree the proof climbs is the checkpoint's: as many leaves as the checkpoint counts users
 * (verifyLiabilityProof already holds the path to leafIndex's place in a tree of leafCount leaves).
 */
function isSameTree(proof: TLiabilityProof, checkpoint: TCheckpoint): boolean {
  return proof.leafCount === checkpoint.users;
}

/** The first asset whose published liability differs from the tree's sum (an asset either side lacks counts as 0). */
function liabilityMismatch(assets: string[], sums: bigint[], checkpoint: TCheckpoint): string | null {
  const published = new Map(checkpoint.liabilities.map((l) => [l.asset, BigInt(l.units)]));
  for (const [i, asset] of assets.entries()) if ((published.get(asset) ?? 0n) !== sums[i]) return asset;
  for (const [asset, units] of published) if (!assets.includes(asset) && units !== 0n) return asset;
  return null;
}

/**
 * Checks, in the browser and without trusting the server, that the user's balances are counted in a
 * signed checkpoint's liabilities. `proof` is the server's answer as received (unchecked). In order:
 * the climb from the user's leaf to the root (verifyLiabilityProof: integers only, no negative amount,
 * the proof's own root), the proof's shape, the signed checkpoint named by the proof (`checkpoint`,
 * from the public list: null when the list does not hold it), its Ed25519 signature and that its key
 * is the exchange's current one (`publicKey`, when published), the tree's size, the computed
 * root against the SIGNED liabilities root, and the tree's sums against the published liabilities.
 * Returns the steps climbed and the first failure, or null failure when all hold. Never throws.
 */
export function verifyInclusion(crypto: TProofCrypto, proof: unknown, checkpoint: TCheckpoint | null, publicKey: string): TVerification {
  const record = isRecord(proof) ? proof : {};
  const assets = Array.isArray(record.assets) ? record.assets.map(String) : [];
  const path = Array.isArray(record.path) ? (record.path as TProofStep[]) : [];
  const proofDecimals = Array.isArray(record.decimals) ? record.decimals : [];
  const decimals = assets.map((asset, i) => {
    const d = proofDecimals[i];
    return typeof d === 'number' && Number.isInteger(d) && d >= 0 && d <= 36 ? d : (checkpoint?.liabilities.find((l) => l.asset === asset)?.decimals ?? 0);
  });
  const checkpointId = typeof record.checkpointId === 'number' ? record.checkpointId : null;
  const steps: TClimbStep[] = [];
  const result = (failure: TVerifyFailure | null): TVerification => ({ checkpointId, assets, decimals, steps, failure });

  let failure: TProofFailure | null;
  try {
    failure = verifyLiabilityProof(crypto.sha256, record as TLiabilityProof, (step, node) => steps.push({ step, sibling: step === 0 ? null : path[step - 1], node }));
  } catch {
    failure = { reason: 'format', detail: 'unreadable' };
  }
  if (failure) return result(failure);
  const parsed = ZLiabilityProof.safeParse(proof);
  if (!parsed.success) return result({ reason: 'format', detail: parsed.error.issues[0]?.path.join('.') || 'shape' });
  const read = parsed.data;
  if (!checkpoint || checkpoint.id !== read.checkpointId) return result({ reason: 'checkpoint', id: read.checkpointId });
  if (!safely(() => crypto.verifyCheckpoint(checkpoint))) return result({ reason: 'signature', id: checkpoint.id });
  if (publicKey && checkpoint.publicKey !== publicKey) return result({ reason: 'key', id: checkpoint.id });
  if (!isSameTree(read, checkpoint)) return result({ reason: 'users' });
  const top = steps[steps.length - 1].node;
  if (top.hash !== checkpoint.liabilitiesRoot) return result({ reason: 'signedRoot', signed: checkpoint.liabilitiesRoot, computed: top.hash });
  const asset = liabilityMismatch(read.assets, top.sums, checkpoint);
  if (asset !== null) return result({ reason: 'liabilities', asset });
  return result(null);
}

function safely(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}
