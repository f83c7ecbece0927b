import { compactBudget, formatClp } from '@plano/core';
import dayjs from 'dayjs';
import { currentLanguage } from './i18n.ts';

/** 'MMMM Do YYYY' in tables (SPEC §9), in the reader's language. */
export function tableDate(value: string): string {
  return dayjs(value).format('MMMM Do YYYY');
}

/** 'll' in forms (SPEC §9). */
export function formDate(value: string): string {
  return dayjs(value).format('ll');
}

export function money(amount: number): string {
  return formatClp(amount, currentLanguage());
}

export { compactBudget };
