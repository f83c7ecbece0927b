/**
 * How every search of the product compares text: case and accents ignored, so "cafe" finds Café,
 * "nunoa" Ñuñoa and "Metropolis" Metrópolis. The database's `plano_fold(text)` (migration 0011)
 * translates exactly these letters, so a search folded here matches a column folded there.
 * A table rather than Unicode decomposition: PostgreSQL's translate() needs the pairs, and the
 * browser and the server must agree on them.
 */
export const FOLD_FROM = 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿ';
export const FOLD_TO = 'aaaaaaaeeeeeiiiiiooooooouuuuuncyy';

const FOLDED = new Map([...FOLD_FROM].map((letter, i) => [letter, FOLD_TO[i]]));

/** Lower case without accents: the form both sides of a search are compared in. */
export function foldText(value: string): string {
  let folded = '';
  for (const letter of value.toLowerCase()) folded += FOLDED.get(letter) ?? letter;
  return folded;
}

/** The words of a search, folded; a row matches when it holds every one. */
export function searchWords(search: string): string[] {
  return foldText(search).split(/\s+/).filter(Boolean);
}

/** A phone number as searched: spaces, dashes, dots and brackets do not count ("+56 9 1234" = "+5691234"). */
export function phoneSearchText(value: string): string {
  return value.replace(/[\s().-]/g, '');
}
