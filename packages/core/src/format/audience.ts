import { AUDIENCE_AGE, AUDIENCE_CLASSES, type AudienceClass, type TargetAudience } from '../api/audience.ts';

/** The classes as Chile's market writes them (AIM): AB, C1a, C1b, C2, C3, D, E. */
export function audienceClassLabel(value: AudienceClass): string {
  return value.length === 3 ? `${value.slice(0, 2).toUpperCase()}${value[2]}` : value.toUpperCase();
}

/** The market's usual shorthand for AB + C1a + C1b, offered as one quick choice (issue 25). */
export const ABC1_CLASSES: readonly AudienceClass[] = ['ab', 'c1a', 'c1b'];

function sameClasses(chosen: readonly AudienceClass[], set: readonly AudienceClass[]): boolean {
  return chosen.length === set.length && set.every((c) => chosen.includes(c));
}

/** 'all' for every class, 'ABC1' for its three, else the list ("C2, C3"). */
export function audienceClassesText(classes: readonly AudienceClass[], allText: string): string {
  if (sameClasses(classes, AUDIENCE_CLASSES)) return allText;
  if (sameClasses(classes, ABC1_CLASSES)) return 'ABC1';
  return AUDIENCE_CLASSES.filter((c) => classes.includes(c))
    .map(audienceClassLabel)
    .join(', ');
}

/** "25–44", or "65+" when the range runs to the top of the scale. */
export function audienceAgesText(audience: Pick<TargetAudience, 'age_from' | 'age_to'>): string {
  return audience.age_to >= AUDIENCE_AGE.max
    ? `${audience.age_from}+`
    : `${audience.age_from}–${audience.age_to}`;
}

/** The words a description of an audience needs, in the reader's language. */
export interface AudienceWords {
  sex: Record<TargetAudience['sex'], string>;
  /** The age range with its unit: "{ages} years". */
  ages(ages: string): string;
  allClasses: string;
}

/** One line for a header or a document: "Women · 25–44 years · ABC1". */
export function describeAudience(audience: TargetAudience, words: AudienceWords): string {
  return [
    words.sex[audience.sex],
    words.ages(audienceAgesText(audience)),
    audienceClassesText(audience.classes, words.allClasses),
  ].join(' · ');
}
