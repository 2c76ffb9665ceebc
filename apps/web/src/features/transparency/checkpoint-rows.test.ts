import { describe, expect, it } from 'vitest';
import { findAsset, type TReserve } from '@exchange/contracts';
import { checkpointRows, reserveRatio, shortHex } from './checkpoint-rows';

const proven = (asset: string, units: string): TReserve => ({ asset, status: 'proven', units, block: '123', network: 'ethereum', addresses: ['0xabc'] });
const notProven = (asset: string): TReserve => ({ asset, status: 'notProven', units: null, block: null, network: null, addresses: [] });

describe('reserve ratio and rows of a checkpoint', () => {
  it('computes reserves ÷ liabilities exactly in hundredths of a percent, rounded down', () => {
    expect(reserveRatio(1n, 1n)).toBe(10_000n);
    expect(reserveRatio(2n, 3n)).toBe(6_666n); // 66.66 %, not 66.67 %
    expect(reserveRatio(99_999n, 100_000n)).toBe(9_999n); // 99.99 %, never shown as 100.00 %
    // Amounts past 2^53 stay exact (a float would lose the last digits).
    expect(reserveRatio(12_345_678_901_234_567_891n, 10_000_000_000_000_000_000n)).toBe(12_345n);
    expect(reserveRatio(0n, 5n)).toBe(0n);
  });

  it('has no ratio when liabilities are 0', () => {
    expect(reserveRatio(5n, 0n)).toBeNull();
  });

  it('pairs liabilities with reserves per asset; not proven has no ratio', () => {
    const rows = checkpointRows({
      liabilities: [
        { asset: 'USDT', decimals: 6, units: '2000000' },
        { asset: 'BTC', decimals: 8, units: '0' },
        { asset: 'GOLD', decimals: 4, units: '15' },
      ],
      reserves: [proven('USDT', '3000000'), proven('BTC', '7'), notProven('GOLD'), proven('ETH', '5')],
    });
    expect(rows.map((r) => [r.asset, r.decimals, r.liabilities, r.reserveUnits, r.ratio])).toEqual([
      ['USDT', 6, 2_000_000n, 3_000_000n, 15_000n],
      ['BTC', 8, 0n, 7n, null],
      ['GOLD', 4, 15n, null, null],
      // An asset with a reserve and no liability: its decimals from the catalogue.
      ['ETH', findAsset('ETH')!.scale, 0n, 5n, null],
    ]);
    expect(rows[2].reserve?.status).toBe('notProven');
  });

  it('shortens a long hex value to its ends', () => {
    expect(shortHex('0123456789abcdef0123456789abcdef')).toBe('01234567…89abcdef');
    expect(shortHex('abcd')).toBe('abcd');
  });
});
