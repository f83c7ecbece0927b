/** How much of a user-chosen name a mail subject shows. */
export const SUBJECT_NAME_MAX = 60;

// C0/C1 controls and DEL, Unicode line/paragraph separators, bidi embeddings/overrides/isolates and
// zero-width characters: anything that could break a header line or make the name read differently.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * A name someone typed (a campaign's), as a mail subject shows it: one line, no control or
 * invisible characters, shortened with an ellipsis, and between typographic quotes — so a campaign
 * called "ACTION REQUIRED: re-verify your account" reads as the name it is, never as the subject.
 * Quote marks inside the name become plain apostrophes so it cannot close its own quotes.
 */
export function quotedName(name: string, max = SUBJECT_NAME_MAX): string {
  const clean = name
    .replace(INVISIBLE, ' ')
    .replace(/["“”„«»]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...clean];
  const short =
    chars.length > max
      ? `${chars
          .slice(0, max - 1)
          .join('')
          .trimEnd()}…`
      : clean;
  return `“${short || '…'}”`;
}
