const UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'B' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

/** Compact budget: k, M, B, T, P, E with one decimal (SPEC §9); 1500000 → '1.5M'. */
export function compactBudget(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const unit = UNITS.find((u) => abs >= u.value);
  if (!unit) return `${sign}${Number(abs.toFixed(1))}`;
  return `${sign}${Number((abs / unit.value).toFixed(1))}${unit.symbol}`;
}

/** Chilean pesos in the reader's locale: es → '$1.500.000', en → 'CLP 1,500,000'. */
export function formatClp(amount: number, language: string): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-CL' : 'en-US', {
    style: 'currency',
    currency: 'CLP',
    maximumFractionDigits: 0,
  }).format(amount);
}
