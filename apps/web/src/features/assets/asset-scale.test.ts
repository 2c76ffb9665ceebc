import { describe, expect, it } from 'vitest';
import { findChain } from '@exchange/contracts';
import { amountError, depositAmountError, transferAmountError, withdrawAmountError } from './amount-rules';
import { assetScale } from './catalog';
import { formatExact } from '../format/format-output';
import { maxWithdrawAmount, withdrawQuote } from './withdraw-math';

const usdcTrc20 = findChain('USDC', 'TRC20')!;

/** The forms apply each asset's own scale and the money module's bounds, exactly as the server. */
describe('amounts of a 6-decimal asset (USDC) and amounts too large for any asset', () => {
  it('accepts 6 decimals of USDC and refuses 7 as the server does', () => {
    expect(assetScale('USDC')).toBe(6);
    expect(depositAmountError('12.123456', usdcTrc20, assetScale('USDC'))).toBeNull();
    expect(depositAmountError('12.1234567', usdcTrc20, assetScale('USDC'))).toBe('invalidAmount');
    expect(transferAmountError('0.000001', '5', 6)).toBe('amountBelowMinimum');
    expect(transferAmountError('0.00001', '5', 6)).toBeNull();
  });

  it('quotes a USDC withdrawal at 6 decimals from the chain alone', () => {
    expect(withdrawQuote('100.123456', usdcTrc20)).toEqual({ amount: '100.123456', fee: '0.8', total: '100.923456', arrival: '100.123456' });
    expect(withdrawQuote('100.1234567', usdcTrc20)).toBeNull();
    expect(maxWithdrawAmount('50.5', usdcTrc20)).toBe('49.7');
    expect(withdrawAmountError('49.700001', usdcTrc20, '50.5', 6)).toBe('insufficientBalance');
  });

  it('refuses 20, 25 and 400 digit amounts with amountAboveMaximum, like the server', () => {
    for (const digits of [20, 25, 400]) {
      const amount = '9'.repeat(digits);
      expect(amountError(amount, { scale: 8 }), `${digits}`).toBe('amountAboveMaximum');
      expect(amountError(amount, { scale: 6 }), `${digits}`).toBe('amountAboveMaximum');
      expect(transferAmountError(amount, '1', 8), `${digits}`).toBe('amountAboveMaximum');
    }
    expect(amountError('10000000000', { scale: 8, available: '10000000000' })).toBeNull();
  });

  it('shows every decimal an amount has, up to the finest asset scale', () => {
    expect(formatExact('0.000001', 'en-US')).toBe('0.000001');
  });
});
