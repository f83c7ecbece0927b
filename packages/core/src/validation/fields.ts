import { z } from 'zod';
import { formatMessage } from './messages.ts';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL refuses
 * NUL in text outright, and none of them belongs in a name, a filter or a message.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Half of a surrogate pair without its other half: not text in any encoding a database keeps. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string that cannot be stored as it is: control characters or a lone UTF-16 surrogate. */
export function hasForbiddenCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value) || LONE_SURROGATE.test(value);
}

/** Plain text of a form or a filter: trimmed, bounded, no control characters. */
export const plainText = (field: string, max = 200) =>
  z
    .string({ error: formatMessage('invalidText', { field }) })
    .trim()
    .max(max, formatMessage('tooLong', { field }))
    .refine((v) => !hasForbiddenCharacters(v), formatMessage('forbiddenCharacters', { field }));

/** Required means empty, null, or blank after trimming (SPEC §5). */
export const requiredText = (field: string, max = 200) =>
  z
    .string({ error: formatMessage('required', { field }) })
    .trim()
    .min(1, formatMessage('required', { field }))
    .max(max, formatMessage('tooLong', { field }))
    .refine((v) => !hasForbiddenCharacters(v), formatMessage('forbiddenCharacters', { field }));

export const optionalText = (field: string, max = 200) => plainText(field, max).optional();

export const email = (field = 'Email') =>
  requiredText(field, 254).pipe(z.email(formatMessage('invalidEmail', { field })));

export const requiredList = (field: string, item: z.ZodType<string> = requiredText(field)) =>
  z
    .array(item, { error: formatMessage('required', { field }) })
    .min(1, formatMessage('required', { field }))
    .max(500);

/** A row id of a bigint column that JavaScript holds exactly (sites, places). */
export const safeId = (field = 'id') =>
  z
    .number({ error: formatMessage('invalidId', { field }) })
    .int(formatMessage('invalidId', { field }))
    .positive(formatMessage('invalidId', { field }))
    .max(Number.MAX_SAFE_INTEGER, formatMessage('invalidId', { field }));

/** The same id sent as digits, as some clients do for place ids. */
export const safeIdOrDigits = (field = 'id') =>
  z.preprocess((v) => (typeof v === 'string' && /^\d{1,16}$/.test(v) ? Number(v) : v), safeId(field));

/**
 * A slider value: finite, inside the slider, rounded to the slider's step. Rounding is what the
 * slider itself would send, and keeps 1e-320 and friends out of the database's float columns.
 */
export const sliderValue = (field: string, max: number, step: number) =>
  z
    .number({ error: formatMessage('invalidNumber', { field }) })
    .min(0, formatMessage('outOfRange', { field }))
    .max(max, formatMessage('outOfRange', { field }))
    .transform((v) => Number((Math.round(v / step) * step).toFixed(6)));

/** What the server answers for an approval link it cannot take: missing, mangled, forged or expired. */
export const BAD_APPROVAL_LINK = 'This approval link is invalid or has expired';

/**
 * The token of an approval link: whatever the media owner's e-mail link carried (issue 21). A
 * missing, short, overlong or mangled token is not a field to correct but a bad link, so it passes
 * here as no token at all and the server's signature check answers 401 {@link BAD_APPROVAL_LINK},
 * as for a forged or expired one. Only a body whose token is not a string at all is a 400.
 */
export const approvalLinkToken = () =>
  z
    .string({ error: BAD_APPROVAL_LINK })
    .default('')
    .transform((token) => (token.length <= 2000 && !hasForbiddenCharacters(token) ? token : ''));

/**
 * Where in a JSON value a forbidden string (or key) is, as a dotted path; null when none is. Bytes
 * (a Buffer of an image PUT) are not text and are not walked: walking one visited every byte as an
 * object key, twice a request, and a 2.5 MB photo spent 2–6 s here (issue 24, item 10).
 */
export function forbiddenTextPath(value: unknown, maxDepth = 64): string | null | 'too_deep' {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: item, path, depth } = stack.pop()!;
    if (ArrayBuffer.isView(item) || item instanceof ArrayBuffer) continue;
    if (typeof item === 'string') {
      if (hasForbiddenCharacters(item)) return path || 'body';
    } else if (item !== null && typeof item === 'object') {
      if (depth >= maxDepth) return 'too_deep';
      const entries = Array.isArray(item) ? item.entries() : Object.entries(item);
      for (const [key, child] of entries) {
        const childPath = path ? `${path}.${key}` : String(key);
        if (typeof key === 'string' && hasForbiddenCharacters(key)) return childPath;
        // Long id lists hold numbers only: skip them without a stack entry each.
        if (typeof child === 'string' || (child !== null && typeof child === 'object')) {
          stack.push({ value: child, path: childPath, depth: depth + 1 });
        }
      }
    }
  }
  return null;
}

/**
 * A long list of site ids (a budget, a plan): checked in one tight loop rather than a schema per
 * element, so 100,000 ids cost milliseconds and a list over `max` is refused before any of it.
 */
export const siteIdList = (field: string, max: number) =>
  z
    .unknown()
    .transform((value, ctx): number[] => {
      if (!Array.isArray(value)) {
        ctx.addIssue({ code: 'custom', message: formatMessage('invalidList', { field }) });
        return z.NEVER;
      }
      if (value.length > max) {
        ctx.addIssue({
          code: 'custom',
          message: formatMessage('tooMany', { field, max: max.toLocaleString('en') }),
        });
        return z.NEVER;
      }
      for (let i = 0; i < value.length; i++) {
        const id = value[i];
        if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
          ctx.addIssue({ code: 'custom', path: [i], message: formatMessage('invalidId', { field }) });
          return z.NEVER;
        }
      }
      return value as number[];
    })
    .meta({ type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: max });
