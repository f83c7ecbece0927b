import { foldText, phoneSearchText, searchWords } from '@plano/core';
import { type SQL, sql } from './sql.ts';

/**
 * The SQL side of every search (decision 0019): text compared folded (lower case, no accents) by
 * the database's `plano_fold()` from migration 0011, the search folded the same way by core's
 * foldText(), and the reader's % and _ kept as letters. Expressions are SQL written in code (a
 * column, `s.site_code`), never a request's text; the searched text is always a parameter.
 */

/** `%term%` for `like … escape '\'`: the reader's % and _ are letters, not wildcards. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A column or expression folded as the database folds it. */
export const folded = (expression: string): SQL => sql.raw(`plano_fold(${expression})`);

/** The pattern a folded expression is compared with: the whole search, folded ("Metrópolis" → %metropolis%). */
export const foldedPattern = (search: string) => containing(foldText(search.trim()));

/** `folded like pattern` with the escape every pattern here uses. */
export const likeFolded = (foldedExpression: SQL, pattern: string): SQL =>
  sql`${foldedExpression} like ${pattern} escape '\\'`;

/**
 * Every word of the search somewhere in the (already folded) text: "plaza nunoa" finds
 * "Av. Plaza 12, Ñuñoa". Undefined when the search has no words.
 */
export function everyWordIn(foldedExpression: SQL, search: string): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((word) => likeFolded(foldedExpression, containing(word))),
    sql` and `,
  );
}

/** A phone column holds the searched number, spaces, dashes, dots and brackets ignored on both sides. */
export function phoneHolds(expression: SQL, search: string): SQL {
  return sql`regexp_replace(${expression}, '[[:space:]().-]', '', 'g') like ${containing(phoneSearchText(search))} escape '\\'`;
}
