import { compactBudget, formatClp } from '@plano/core';
import dayjs from 'dayjs';
import { currentLanguage, numberLocale } from './i18n.ts';

/** 'MMMM Do YYYY' in tables (SPEC §9); Spanish has no ordinal days, so it reads '6 de diciembre de 2026'. */
export function tableDate(value: string): string {
  return dayjs(value).format(dayjs.locale() === 'es' ? 'D [de] MMMM [de] YYYY' : 'MMMM Do YYYY');
}

/**
 * Pixels a grid's date column needs for its longest date, sort arrow included: 'September 30th
 * 2027', '30 de septiembre de 2027' (a fixed 148–170 px cut the Spanish dates, and the plan's English ones).
 */
export function tableDateWidth(): number {
  return dayjs.locale() === 'es' ? 225 : 190;
}

let zonedTime: Intl.DateTimeFormat | undefined;

/**
 * A moment's time in the reader's own time zone, the zone named ('3:45 PM GMT-3' / '15:45 CLST'):
 * the server stores UTC, and a record of who did what when is read against a clock.
 */
export function timeWithZone(value: string): string {
  zonedTime ??= new Intl.DateTimeFormat(numberLocale(), {
    hour: 'numeric',
    minute: '2-digit',
    // Chile reads a 24-hour clock ('21:54 CLST'); es-CL's default is 'p. m.'.
    hourCycle: numberLocale() === 'es-CL' ? 'h23' : 'h12',
    timeZoneName: 'short',
  });
  return zonedTime.format(new Date(value));
}

/** A moment with its date and time in the app's language and the reader's zone ('Nov 24, 2026 3:45 PM GMT-3'). */
export function dateTime(value: string): string {
  return `${dayjs(value).format('ll')} ${timeWithZone(value)}`;
}

/** 'll' in forms (SPEC §9). */
export function formDate(value: string): string {
  return dayjs(value).format('ll');
}

export function money(amount: number): string {
  return formatClp(amount, currentLanguage());
}

export { compactBudget };

// Built once: the language is fixed for a page's life (changing it reloads), and grids format often.
let numberFormat: Intl.NumberFormat | undefined;

/** A count or a plain number in the app's language ('1,542' / '1.542'), not the browser's. */
export function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat(numberLocale());
  return numberFormat.format(value);
}

let percentFormat: Intl.NumberFormat | undefined;

/** A share of 0–100 as a percentage in the app's language ('50.9%' / '50,9%'), one decimal at most. */
export function formatPercent(value: number, maximumFractionDigits = 1): string {
  if (maximumFractionDigits !== 1)
    return new Intl.NumberFormat(numberLocale(), { style: 'percent', maximumFractionDigits }).format(
      value / 100,
    );
  percentFormat ??= new Intl.NumberFormat(numberLocale(), { style: 'percent', maximumFractionDigits: 1 });
  return percentFormat.format(value / 100);
}

/** A moment of today as its time ('14:05'), an older one with its date ('23 nov 14:05'). */
export function timeOfDay(value: string): string {
  const moment = dayjs(value);
  return moment.isSame(dayjs(), 'day') ? moment.format('HH:mm') : moment.format('D MMM HH:mm');
}

/** A file size in the app's language: '850 kB', '2.5 MB' / '2,5 MB' (decimal units, as browsers show). */
export function fileSize(bytes: number): string {
  const locale = currentLanguage() === 'es' ? 'es-CL' : 'en-US';
  const [value, unit] = bytes >= 1e6 ? [bytes / 1e6, 'megabyte'] : [bytes / 1e3, 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
