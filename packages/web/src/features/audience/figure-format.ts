import type { AudienceFigureDto } from '@plano/core';

export type NumberLocale = 'es-CL' | 'en-US';

/** Large counts read in the market's words: 1.2 M / 1,2 M; thousands as k / mil; es has no "billion". */
const SCALES: { size: number; suffix: Record<NumberLocale, string> }[] = [
  { size: 1e9, suffix: { 'en-US': 'B', 'es-CL': 'mil M' } },
  { size: 1e6, suffix: { 'en-US': 'M', 'es-CL': 'M' } },
  { size: 1e3, suffix: { 'en-US': 'k', 'es-CL': 'mil' } },
];

const formats = new Map<string, Intl.NumberFormat>();
function fixed(locale: NumberLocale, digits: number, style: 'decimal' | 'percent' = 'decimal') {
  const key = `${locale}|${digits}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A count with its 90 % interval on one scale, chosen by the median: "1.2 M (1.0–1.4 M)",
 * "420 k (380–460 k)", "950 (870–1,020)"; in Spanish "1,2 M (1,0–1,4 M)", "420 mil (380–460 mil)".
 */
export function countWithInterval(figure: AudienceFigureDto, locale: NumberLocale): string {
  const scale = SCALES.find((s) => Math.abs(figure.median) >= s.size);
  if (!scale) {
    const n = fixed(locale, 0);
    return `${n.format(figure.median)} (${n.format(figure.low)}–${n.format(figure.high)})`;
  }
  const digits = Math.abs(figure.median) / scale.size < 100 ? 1 : 0;
  const n = fixed(locale, digits);
  const at = (value: number) => n.format(value / scale.size);
  const suffix = scale.suffix[locale];
  return `${at(figure.median)} ${suffix} (${at(figure.low)}–${at(figure.high)} ${suffix})`;
}

/** A plain figure (frequency, GRPs) with its interval: "2.4 (2.1–2.8)". */
export function plainWithInterval(figure: AudienceFigureDto, locale: NumberLocale, digits = 1): string {
  const n = fixed(locale, digits);
  return `${n.format(figure.median)} (${n.format(figure.low)}–${n.format(figure.high)})`;
}

/** A share of 0–100 with its interval: "12.3% (10.1%–14.2%)" / "12,3 % (10,1 %–14,2 %)". */
export function percentWithInterval(figure: AudienceFigureDto, locale: NumberLocale): string {
  const n = fixed(locale, 1, 'percent');
  const at = (value: number) => n.format(value / 100);
  return `${at(figure.median)} (${at(figure.low)}–${at(figure.high)})`;
}

/** A single count on the same scales, without an interval (the target population, a site's weekly figure). */
export function compactCount(value: number, locale: NumberLocale): string {
  return countWithInterval({ median: value, low: value, high: value }, locale).replace(/ \(.*\)$/, '');
}
