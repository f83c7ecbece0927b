import type { MediaOwnerDto } from '@plano/core';
import { csvSafeCell, localToday } from '@plano/core';
import { DATA_COLUMNS } from './media-owner-columns.tsx';

type DataColumn = (typeof DATA_COLUMNS)[number];

/** Lists joined by commas, the upload state as the 'yes'/'no' of SPEC §3, the last update as an ISO date. */
export function cellValue(owner: MediaOwnerDto, column: DataColumn): string {
  switch (column) {
    case 'states':
      return owner.states.join(', ');
    case 'aliases':
      return owner.aliases.join(', ');
    case 'inv_uploaded':
      return owner.inv_uploaded;
    case 'inv_last_updated':
      return owner.inv_last_updated?.slice(0, 10) ?? '';
    default:
      return owner[column];
  }
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The CSV of every owner the filters keep (not only the page in view): every cell through
 * csvSafeCell, since names, aliases and phones are typed by people (issue 23: a formula-like one
 * ran when the file was opened), and every cell quoted.
 */
export function mediaOwnersCsv(owners: MediaOwnerDto[], headers: Record<DataColumn, string>): string {
  const lines = [DATA_COLUMNS.map((column) => quoted(headers[column])).join(',')];
  for (const owner of owners) {
    lines.push(DATA_COLUMNS.map((column) => quoted(csvSafeCell(cellValue(owner, column)))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export const mediaOwnersCsvName = () => `plano-media-owners-${localToday()}.csv`;

/** Saves the CSV under its name; the blob lives only for the moment of the save. */
export function saveCsv(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
