import { type AudienceSex, type TargetAudience, targetAudience } from '@plano/core';
import type { Gender } from './filter-values.ts';

export type AudienceFieldErrors = Partial<Record<'sex' | 'age_from' | 'age_to' | 'classes', string>>;

/** What the shared schema says is wrong with an audience being typed, one message a field. */
export function audienceErrors(audience: TargetAudience): AudienceFieldErrors {
  const parsed = targetAudience.safeParse(audience);
  if (parsed.success) return {};
  const errors: AudienceFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'age_to') as keyof AudienceFieldErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The gender filter is the audience's sex (decision 0029): "all" is no gender filter. */
export const genderOfSex = (sex: AudienceSex): Gender | null => (sex === 'all' ? null : sex);
export const sexOfGender = (gender: Gender | null): AudienceSex => gender ?? 'all';
