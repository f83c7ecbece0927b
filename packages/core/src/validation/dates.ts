/** 'YYYY-MM-DD' of a real calendar day, or null. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value ? date : null;
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today as the user's own calendar sees it. */
export function localToday(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}

/**
 * The earliest calendar day that is still "today" somewhere on earth (UTC-12). The server checks
 * start dates against it so a planner whose day has begun is never refused by a server in UTC.
 */
export function earliestToday(now = new Date()): string {
  return isoDate(new Date(now.getTime() - 12 * 3_600_000));
}
