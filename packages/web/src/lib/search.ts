import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { foldText, searchWords } from '@plano/core';

/**
 * Every search of the browser ignores case and accents like the server's (decision 0019): "nunoa"
 * finds Ñuñoa in a dropdown, a grid's quick filter or a column filter.
 */

/** Whether the text holds every word of the search, both folded. */
export function holdsEveryWord(text: string, search: string): boolean {
  const words = searchWords(search);
  if (words.length === 0) return true;
  const folded = foldText(text);
  return words.every((word) => folded.includes(word));
}

/** Mantine's option filter (Select, MultiSelect, Autocomplete), folded; the theme makes it the default. */
export const foldedOptionsFilter: OptionsFilter = ({ options, search, limit }) => {
  const found: ComboboxParsedItem[] = [];
  for (const option of options) {
    if (found.length >= limit) break;
    if ('group' in option) {
      const items = foldedOptionsFilter({ options: option.items, search, limit: limit - found.length });
      if (items.length > 0) found.push({ group: option.group, items: items as ComboboxItem[] });
    } else if (holdsEveryWord(option.label, search)) found.push(option);
  }
  return found;
};

/** AG Grid's quick filter, folded: every grid of the product gets these (components/data-grid). */
export const foldedQuickFilter = {
  quickFilterParser: (text: string) => searchWords(text),
  quickFilterMatcher: (words: string[], rowText: string) => {
    const folded = foldText(rowText);
    return words.every((word) => folded.includes(word));
  },
};
