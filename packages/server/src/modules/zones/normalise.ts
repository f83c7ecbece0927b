/**
 * Name keys for joining the 2020 zone records to GADM v2 district shapes. Two names join when their
 * keys are equal: case, accents, punctuation, spacing ("Raj Nandgaon" = "Rajnandgaon") and the
 * words that come and go between sources ("district", "rural", "urban"…) do not count.
 */

/** Words that vary between the sources without changing which district is meant. */
const NOISE_WORDS = new Set(['district', 'dist', 'rural', 'urban', 'the']);

/** Lower case, no accents, words of letters and digits only, noise words and "(…)" asides dropped. */
export function normaliseWords(name: string): string[] {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      // GADM adds an aside: "Anantnag (Kashmir South)". The aside names a region, not the district.
      .replace(/\([^)]*\)/g, ' ')
      .split(/[^a-z0-9]+/)
      .filter((word) => word !== '' && !NOISE_WORDS.has(word))
  );
}

/** The join key: the normalised words run together, so spacing differences vanish. */
export function nameKey(name: string): string {
  return normaliseWords(name).join('');
}

/** GADM's VARNAME_2 lists alternatives separated by "|", "," or ";" (the file uses all three). */
export function alternativeNames(varname: string | null | undefined): string[] {
  return (varname ?? '')
    .split(/[|,;]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}
