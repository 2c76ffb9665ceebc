import { describe, expect, it } from 'vitest';
import type { TChainDeposit } from '@exchange/contracts';
import { chainDepositOf, chainDepositStatus, mergeChainDeposit, shortHash, shownChainDeposits, type TChainDepositPage } from './chain-deposits';

const deposit = (id: number, over: Partial<TChainDeposit> = {}): TChainDeposit => ({
  id,
  currency: 'USDT',
  chain: 'ERC20',
  address: '0x00000000000000000000000000000000000000aa',
  txHash: `0x${String(id).padStart(64, '0')}`,
  amount: '25',
  confirmations: 1,
  required: 12,
  status: 'confirming',
  explorerUrl: '',
  time: 1_000 + id,
  ...over,
});

const page = (list: TChainDeposit[], over: Partial<TChainDepositPage> = {}): TChainDepositPage => ({ list, totalRow: list.length, pageNo: 1, pageSize: 10, ...over });

describe('chain deposits, live', () => {
  it('puts a newly seen deposit on top of the first page, which keeps its size', () => {
    const full = page([deposit(10), deposit(9), deposit(8)], { pageSize: 3, totalRow: 5 });
    const next = mergeChainDeposit(full, deposit(11), 'USDT');
    expect(next?.list.map((d) => d.id)).toEqual([11, 10, 9]);
    expect(next?.totalRow).toBe(6);
  });

  it('moves a known deposit to its new confirmation count, then to credited', () => {
    const start = page([deposit(2), deposit(1)]);
    const confirming = mergeChainDeposit(start, deposit(1, { confirmations: 3 }), 'USDT');
    expect(confirming?.list[1]?.confirmations).toBe(3);
    expect(confirming?.totalRow).toBe(2);
    const credited = mergeChainDeposit(confirming, deposit(1, { confirmations: 12, status: 'credited' }), 'USDT');
    expect(credited?.list[1]?.status).toBe('credited');
  });

  it('drops a deposit whose block left the chain', () => {
    const next = mergeChainDeposit(page([deposit(2), deposit(1)]), deposit(2, { status: 'removed' }), 'USDT');
    expect(next?.list.map((d) => d.id)).toEqual([1]);
    expect(next?.totalRow).toBe(1);
  });

  it("ignores another currency's deposit, and a new one on a later page", () => {
    const start = page([deposit(1)]);
    expect(mergeChainDeposit(start, deposit(2, { currency: 'ETH' }), 'USDT')).toBe(start);
    expect(mergeChainDeposit(start, deposit(2, { currency: 'usdt' }), 'USDT')?.list).toHaveLength(2);
    const later = page([deposit(1)], { pageNo: 2 });
    expect(mergeChainDeposit(later, deposit(5), 'USDT')).toBe(later);
    expect(mergeChainDeposit(undefined, deposit(5), 'USDT')).toBeUndefined();
  });

  it('reads only well-formed pushes', () => {
    expect(chainDepositOf(deposit(1))?.id).toBe(1);
    expect(chainDepositOf({ id: 1, status: 'credited' })).toBeNull();
    expect(chainDepositOf('deposits')).toBeNull();
  });

  it('never lists a removed row', () => {
    expect(shownChainDeposits(page([deposit(1, { status: 'removed' }), deposit(2)])).map((d) => d.id)).toEqual([2]);
  });
});

describe('chain deposit status', () => {
  it('says how many confirmations it has, at most the ones it needs', () => {
    expect(chainDepositStatus(deposit(1, { confirmations: 3 }))).toEqual({ key: 'assets.chain.confirming', values: { done: 3, required: 12 }, tone: 'progress' });
    expect(chainDepositStatus(deposit(1, { confirmations: 14 })).values).toEqual({ done: 12, required: 12 });
    expect(chainDepositStatus(deposit(1, { status: 'credited' })).key).toBe('assets.chain.credited');
    expect(chainDepositStatus(deposit(1, { status: 'belowMinimum' })).tone).toBe('warning');
  });

  it('shortens a hash to its ends', () => {
    expect(shortHash('0x1234567890abcdef1234567890abcdef')).toBe('0x12345678…90abcdef');
    expect(shortHash('0x1234567890abcdef1234567890abcdef', true)).toBe('0x1234…cdef');
    expect(shortHash('abc123')).toBe('abc123');
  });
});
