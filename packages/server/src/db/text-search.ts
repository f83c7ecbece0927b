import { foldText, phoneSearchText, searchWords } from '@plano/core';

/**
 * The SQL side of every search (decision 0019): text compared folded (lower case, no accents) by
 * the database's `plano_fold()` from migration 0011, the search folded the same way by core's
 * foldText(), and the reader's % and _ kept as letters.
 */

/** Adds a parameter and answers its placeholder (`SqlParams.add`, or `$n` by hand). */
export type AddParam = (value: unknown) => string;

/** `%term%` for `like … escape '\'`: the reader's % and _ are letters, not wildcards. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A column or expression folded as the database folds it. */
export const folded = (expression: string) => `plano_fold(${expression})`;

/** The pattern a folded expression is compared with: the whole search, folded ("Metrópolis" → %metropolis%). */
export const foldedPattern = (search: string) => containing(foldText(search.trim()));

/** `folded like pattern` with the escape every pattern here uses. */
export const likeFolded = (foldedExpression: string, placeholder: string) =>
  `${foldedExpression} like ${placeholder} escape '\\'`;

/**
 * Every word of the search somewhere in the (already folded) text: "plaza nunoa" finds
 * "Av. Plaza 12, Ñuñoa". Undefined when the search has no words.
 */
export function everyWordIn(foldedExpression: string, search: string, add: AddParam): string | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return words.map((word) => likeFolded(foldedExpression, add(containing(word)))).join(' and ');
}

/** A phone column holds the searched number, spaces, dashes, dots and brackets ignored on both sides. */
export function phoneHolds(expression: string, search: string, add: AddParam): string {
  return `regexp_replace(${expression}, '[[:space:]().-]', '', 'g') like ${add(containing(phoneSearchText(search)))} escape '\\'`;
}
