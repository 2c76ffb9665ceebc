import { describe, expect, it } from 'vitest';
import { bookRows, sideTotal } from './book-levels';
import { priceInput, stepPrice } from './step-price';

describe('stepPrice', () => {
  it('moves one tick of the precision, exactly', () => {
    expect(stepPrice('68000.10', 2, 1)).toBe('68000.11');
    expect(stepPrice('0.000000010', 9, -1)).toBe('0.000000009');
    expect(stepPrice('0.1', 1, 1)).toBe('0.2');
    expect(stepPrice('5', 0, -1)).toBe('4');
  });
  it('starts from the fallback when the field is empty, and never goes below one tick', () => {
    expect(stepPrice('', 2, 1, '100')).toBe('100.01');
    expect(stepPrice('0.01', 2, -1)).toBe('0.01');
    expect(stepPrice('', 2, 1)).toBe('');
  });
});

describe('priceInput', () => {
  it('cuts a market-data number to the price decimals, never rounding up', () => {
    expect(priceInput(68123.456, 2)).toBe('68123.45');
    expect(priceInput(0.1 + 0.2, 2)).toBe('0.30');
    expect(priceInput(1e-9, 9)).toBe('0.000000001');
    expect(priceInput(12, 0)).toBe('12');
    expect(priceInput(0, 2)).toBe('');
  });
});

describe('bookRows', () => {
  it('pads to the row count and scales the cumulative depth to the larger side', () => {
    const rows = bookRows([[10, 1], [9, 3]], 3, 8);
    expect(rows.map((r) => r.depthPct)).toEqual([12.5, 50, 0]);
    expect(rows[2].level).toBeNull();
    expect(sideTotal([[10, 1], [9, 3], [8, 4]], 2)).toBe(4);
  });
});
