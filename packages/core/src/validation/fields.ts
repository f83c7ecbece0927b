import { z } from 'zod';
import { formatMessage } from './messages.ts';

/** Required means empty, null, or blank after trimming (SPEC §5). */
export const requiredText = (field: string, max = 200) =>
  z
    .string({ error: formatMessage('required', { field }) })
    .trim()
    .min(1, formatMessage('required', { field }))
    .max(max, formatMessage('tooLong', { field }));

export const email = (field = 'Email') =>
  requiredText(field, 254).pipe(z.email(formatMessage('invalidEmail', { field })));

export const requiredList = (field: string, item = z.string().trim().min(1).max(200)) =>
  z
    .array(item, { error: formatMessage('required', { field }) })
    .min(1, formatMessage('required', { field }))
    .max(500);
