import { describe, expect, it } from 'vitest';
import { checkpointDigest, type TCheckpoint } from '@exchange/contracts';
import { browserCrypto } from './browser-crypto';
import { checkpointChain } from './checkpoint-chain';

const sha = browserCrypto.sha256;

/** Checkpoints 1..n, each naming the one before it, newest first (as the list is published). */
function chain(n: number): TCheckpoint[] {
  const out: TCheckpoint[] = [];
  for (let id = 1; id <= n; id++) {
    out.push({
      id,
      time: id * 600_000,
      previous: id === 1 ? '' : checkpointDigest(sha, out[id - 2]),
      root: 'ab'.repeat(32),
      ledgerEntryId: String(id),
      accounts: 1,
      ticksHead: '',
      tickId: '0',
      auditHead: '',
      auditId: '0',
      liabilitiesRoot: 'cd'.repeat(32),
      users: 1,
      liabilities: [],
      reserves: [],
      signature: String(id).padStart(2, '0').repeat(64),
      publicKey: 'ef'.repeat(32),
    });
  }
  return out.reverse();
}

describe('checkpointChain: the checkpoints of a page name each other', () => {
  it('holds for an unbroken chain, back to the oldest on the page', () => {
    expect(checkpointChain(sha, chain(4))).toEqual({ state: 'linked', oldest: 1 });
    expect(checkpointChain(sha, chain(4).slice(0, 2))).toEqual({ state: 'linked', oldest: 3 });
    expect(checkpointChain(sha, chain(1))).toEqual({ state: 'first' });
    expect(checkpointChain(sha, [])).toBeNull();
  });

  it('breaks where an older checkpoint was rewritten or removed', () => {
    const rewritten = chain(4);
    rewritten[2] = { ...rewritten[2], users: 2 };
    expect(checkpointChain(sha, rewritten)).toEqual({ state: 'broken', id: 3 });
    const removed = chain(4).filter((c) => c.id !== 2);
    expect(checkpointChain(sha, removed)).toEqual({ state: 'broken', id: 3 });
    const first = chain(1);
    expect(checkpointChain(sha, [{ ...first[0], previous: 'ab'.repeat(32) }])).toEqual({ state: 'broken', id: 1 });
  });
});
