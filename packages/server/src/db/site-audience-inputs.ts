import { AGE_BANDS, AUDIENCE_CLASSES } from '@plano/core';

/**
 * The numbers the audience model reads of a site's jsonb, kept beside the row in
 * `sites.audience_inputs` (decision 0036): unpacking the jsonb of a country's inventory at every
 * search was most of a best-plan search's time. Only the numbers are kept, never the model's
 * formulas, so tuning a constant of the model needs no migration.
 *
 * The site encoders (inventory/import/site-encoding.ts) write them with every site; a row written
 * without them (a hand-written insert, or an update of the jsonb alone) gets them from the
 * database's plano_audience_inputs(), migration 0020, which reads the same numbers the same way —
 * a test keeps the two equal.
 */

/** The details' measures, null when missing (the model gives a missing score a middling value). */
const DETAIL_KEYS = ['footfall', 'visibility', 'location', 'flow', 'illumination'] as const;
/** The ring counts, each the sum of the 600 m and 1000 m rings (the model weighs nearer people twice so). */
export const RING_KEYS = [
  'population',
  ...AGE_BANDS,
  'male',
  'female',
  'homes',
  ...AUDIENCE_CLASSES,
] as const;
type InputName = (typeof DETAIL_KEYS)[number] | (typeof RING_KEYS)[number];

/** Where each input sits in the array, 1-based as SQL counts. */
export const AUDIENCE_INPUT_AT = Object.fromEntries(
  [...DETAIL_KEYS, ...RING_KEYS].map((name, i) => [name, i + 1]),
) as Record<InputName, number>;

/** A number as text: what float8 reads, digits and size bounded so that a real holds it. */
const NUMBER_TEXT =
  /^[ \t\n\v\f\r]*[-+]?([0-9]{1,15}(\.[0-9]{0,30})?|\.[0-9]{1,30})([eE][-+]?[0-9])?[ \t\n\v\f\r]*$/;

/** A jsonb value as the model reads it: a number, or a text holding one, of a size a real holds; else null. */
export function inputNumber(value: unknown): number | null {
  if (typeof value === 'number') {
    const size = Math.abs(value);
    return size < 1e15 && (size === 0 || size > 1e-30) ? value : null;
  }
  return typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : null;
}

const objectOr = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const field = (object: Record<string, unknown> | null, key: string) =>
  object && Object.hasOwn(object, key) ? object[key] : undefined;

/** A site's audience inputs, in AUDIENCE_INPUT_AT order, from its details and demographics. */
export function audienceInputsOf(details: unknown, demographics: unknown): (number | null)[] {
  const detail = objectOr(details);
  const quality = objectOr(field(detail, 'quality'));
  const rings = ['600mt', '1000mt'].map((ring) => objectOr(field(objectOr(demographics), ring)));
  return [
    inputNumber(field(detail, 'avg_footfall')),
    ...DETAIL_KEYS.slice(1).map((score) => inputNumber(field(quality, score))),
    ...RING_KEYS.map((key) => rings.reduce((sum, ring) => sum + (inputNumber(field(ring, key)) ?? 0), 0)),
  ];
}

/** The inputs as a PostgreSQL array literal (the encoders' payload and COPY lines). */
export const audienceInputsLiteral = (inputs: readonly (number | null)[]) =>
  `{${inputs.map((n) => (n === null ? 'NULL' : String(n))).join(',')}}`;
