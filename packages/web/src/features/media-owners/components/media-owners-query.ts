import {
  type FetchMediaOwnersBody,
  MEDIA_OWNER_COLUMNS,
  type MediaOwnerColumn,
  type MediaOwnerFilters,
} from '@plano/core';
import dayjs from 'dayjs';

/** What AG Grid hands the datasource: a text or date filter per column, and the sort. */
type TextModel = { filterType: 'text'; type?: string; filter?: string | null };
type DateModel = { filterType: 'date'; type?: string; dateFrom?: string | null; dateTo?: string | null };
export type GridFilterModel = Record<string, TextModel | DateModel | undefined>;
export type GridSortModel = { colId: string; sort: 'asc' | 'desc' }[];

/** The words the reader sees in the Inventory Uploaded column ('yes'/'no', 'sí'/'no'). */
export interface UploadWords {
  yes: string;
  no: string;
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : undefined);
const shift = (value: string, days: number) => dayjs(value).add(days, 'day').format('YYYY-MM-DD');

/** A date filter as the server's inclusive days: before a day ends the day before, after starts the day after. */
function dayRange(model: DateModel): MediaOwnerFilters['inv_last_updated'] {
  const from = day(model.dateFrom);
  if (!from) return undefined;
  switch (model.type) {
    case 'lessThan':
      return { to: shift(from, -1) };
    case 'greaterThan':
      return { from: shift(from, 1) };
    case 'inRange':
      return { from, ...(day(model.dateTo) ? { to: day(model.dateTo) } : {}) };
    default:
      return { from, to: from };
  }
}

/**
 * The table's filters and sort as /fetch_all_media_owners takes them (issue 22: filtered, sorted
 * and paged on the server). The upload column filters the words the reader sees: the states whose
 * word holds the typed text.
 */
export function toMediaOwnersQuery(
  filterModel: GridFilterModel,
  sortModel: GridSortModel,
  words: UploadWords,
): Pick<NonNullable<FetchMediaOwnersBody>, 'filters' | 'sort'> {
  const filters: MediaOwnerFilters = {};
  for (const column of ['name', 'states', 'aliases', 'phone', 'email'] as const) {
    const model = filterModel[column];
    const text = model?.filterType === 'text' ? model.filter?.trim() : undefined;
    if (text) filters[column] = text;
  }
  const uploaded = filterModel.inv_uploaded;
  const typed = uploaded?.filterType === 'text' ? plain(uploaded.filter ?? '') : '';
  if (typed) {
    filters.inv_uploaded = (['yes', 'no'] as const).filter((state) => plain(words[state]).includes(typed));
  }
  const updated = filterModel.inv_last_updated;
  if (updated?.filterType === 'date') {
    const range = dayRange(updated);
    if (range) filters.inv_last_updated = range;
  }
  const [first] = sortModel;
  const sort =
    first && (MEDIA_OWNER_COLUMNS as readonly string[]).includes(first.colId)
      ? { column: first.colId as MediaOwnerColumn, direction: first.sort }
      : undefined;
  return sort ? { filters, sort } : { filters };
}
