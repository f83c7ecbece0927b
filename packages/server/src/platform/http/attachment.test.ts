import { describe, expect, it } from 'vitest';
import { attachment } from './attachment.ts';

describe('attachment', () => {
  it('names the file in UTF-8 and gives an ASCII stand-in', () => {
    expect(attachment('Añil "Sur".xlsx')).toBe(
      `attachment; filename="Anil _Sur_.xlsx"; filename*=UTF-8''A%C3%B1il%20%22Sur%22.xlsx`,
    );
  });
  it("encodes what RFC 5987 keeps out of a value: ' ( ) *", () => {
    expect(attachment("O'Higgins (2).csv")).toContain(`filename*=UTF-8''O%27Higgins%20%282%29.csv`);
  });
  it('leaves a plain name as it is', () => {
    expect(attachment('Add Inventory Template.csv')).toBe(
      `attachment; filename="Add Inventory Template.csv"; filename*=UTF-8''Add%20Inventory%20Template.csv`,
    );
  });
});
