import { z } from 'zod';

/** The one error shape every call answers with. */
export const errorDto = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Per-field messages when the body failed validation: {field: message}. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorDto = z.infer<typeof errorDto>;
