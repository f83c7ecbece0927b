import { describe, expect, it } from 'vitest';
import { compactCount, countWithInterval, percentWithInterval, plainWithInterval } from './figure-format.ts';

const fig = (median: number, low: number, high: number) => ({ median, low, high });

describe('the audience figures with their 90 % interval', () => {
  it('puts a count and its bounds on the median’s scale', () => {
    expect(countWithInterval(fig(1_234_000, 1_010_000, 1_390_000), 'en-US')).toBe('1.2 M (1.0–1.4 M)');
    expect(countWithInterval(fig(1_234_000, 1_010_000, 1_390_000), 'es-CL')).toBe('1,2 M (1,0–1,4 M)');
    expect(countWithInterval(fig(420_400, 380_000, 459_900), 'en-US')).toBe('420 k (380–460 k)');
    expect(countWithInterval(fig(420_400, 380_000, 459_900), 'es-CL')).toBe('420 mil (380–460 mil)');
    expect(countWithInterval(fig(2_500_000_000, 2e9, 3e9), 'es-CL')).toBe('2,5 mil M (2,0–3,0 mil M)');
    expect(countWithInterval(fig(950, 870, 1020), 'en-US')).toBe('950 (870–1,020)');
    expect(countWithInterval(fig(0, 0, 0), 'es-CL')).toBe('0 (0–0)');
  });

  it('writes frequencies, GRPs and shares in the reader’s numbers', () => {
    expect(plainWithInterval(fig(2.43, 2.1, 2.8), 'en-US')).toBe('2.4 (2.1–2.8)');
    expect(plainWithInterval(fig(2.43, 2.1, 2.8), 'es-CL')).toBe('2,4 (2,1–2,8)');
    expect(percentWithInterval(fig(12.34, 10.1, 14.2), 'en-US')).toBe('12.3% (10.1%–14.2%)');
    expect(percentWithInterval(fig(12.34, 10.1, 14.2), 'es-CL')).toMatch(/^12,3\s?% \(10,1\s?%–14,2\s?%\)$/);
    expect(compactCount(3_200_000, 'es-CL')).toBe('3,2 M');
  });
});
