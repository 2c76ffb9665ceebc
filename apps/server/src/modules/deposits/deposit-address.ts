import { createHmac } from 'node:crypto';

export type TDepositAddress = { address: string; memo: string };

/**
 * Where a user's deposits on a chain go. Production plugs in a custody or node integration here;
 * until one is configured it has none, and the call says deposit addresses are unavailable.
 */
export type TDepositAddressProvider = { addressFor(userId: bigint, currency: string, chain: string): TDepositAddress | null };

export const noDepositAddresses: TDepositAddressProvider = { addressFor: () => null };

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function charsFrom(bytes: Buffer, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[(bytes[i % bytes.length] + i) % alphabet.length];
  return out;
}

/**
 * Demo mode: a per-user, per-chain address derived from a seed (HMAC-SHA256), stable across
 * restarts, shaped like a real address of the chain. It receives nothing on any real chain: demo
 * deposits are credited only after an operator approves them.
 */
export function seededDepositAddresses(seed: string): TDepositAddressProvider {
  return {
    addressFor(userId, currency, chain) {
      const digest = createHmac('sha256', seed).update(`${userId}:${chain}`).digest();
      const more = createHmac('sha256', seed).update(`${userId}:${chain}:2`).digest();
      const bytes = Buffer.concat([digest, more]);
      const tag = String(100_000 + (Number(userId) % 900_000));
      switch (chain) {
        case 'ERC20':
          return { address: `0x${digest.subarray(0, 20).toString('hex')}`, memo: '' };
        case 'TRC20':
          return { address: `T${charsFrom(bytes, BASE58, 33)}`, memo: '' };
        case 'BTC':
          return { address: `bc1q${charsFrom(bytes, BECH32, 38)}`, memo: '' };
        case 'LTC':
          return { address: `ltc1q${charsFrom(bytes, BECH32, 38)}`, memo: '' };
        case 'ADA':
          return { address: `addr1${charsFrom(bytes, BECH32, 58)}`, memo: '' };
        case 'DOGE':
          return { address: `D${charsFrom(bytes, BASE58, 33)}`, memo: '' };
        case 'XRP':
          return { address: `r${charsFrom(digest, BASE58, 33)}`, memo: tag };
        case 'EOS':
          return { address: 'exdemodeposi', memo: tag };
        default:
          return null;
      }
    },
  };
}
