/**
 * A plan row's period as a `daterange`. The campaign's end date is a day it still runs, so the
 * range is closed on both ends: '[start,end]' (PostgreSQL normalises it to '[start,end+1)').
 */
export function planPeriod(startDate: string, endDate: string): string {
  return `[${startDate},${endDate}]`;
}
