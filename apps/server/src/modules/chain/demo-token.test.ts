import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types (scripts/compile-token.mjs)
import { compileToken } from '../../../../../scripts/compile-token.mjs';
import token from './token/demo-token.json' with { type: 'json' };

describe('the demo ERC-20', () => {
  it('is what DemoToken.sol compiles to with solc from npm (node scripts/compile-token.mjs writes it)', () => {
    const fresh = compileToken() as { abi: unknown; bytecode: string; compiler: string };
    expect(token.compiler).toBe(fresh.compiler);
    expect(token.abi).toEqual(fresh.abi);
    expect(token.bytecode).toBe(fresh.bytecode);
  }, 60_000);
});
