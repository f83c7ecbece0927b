import { describe, expect, it } from 'vitest';
import { compactBudget, formatClp } from './budget.ts';

describe('compactBudget', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [1000, '1k'],
    [1500, '1.5k'],
    [1_250_000, '1.3M'],
    [50_000_000, '50M'],
    [2_340_000_000, '2.3B'],
    [7e12, '7T'],
    [1.05e15, '1.1P'],
    [3e18, '3E'],
    [-1500, '-1.5k'],
  ])('%d → %s', (amount, expected) => {
    expect(compactBudget(amount)).toBe(expected);
  });
});

describe('formatClp', () => {
  it('uses the reader locale with no minor unit', () => {
    expect(formatClp(1500000, 'es')).toMatch(/1\.500\.000/);
    expect(formatClp(1500000, 'en')).toMatch(/1,500,000/);
  });
});
