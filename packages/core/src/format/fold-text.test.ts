import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, foldText, phoneSearchText, searchWords } from './fold-text.ts';

describe('foldText', () => {
  it('pairs every accented letter with one plain letter', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
  });

  it('ignores case and accents', () => {
    expect(foldText('Ñuñoa')).toBe('nunoa');
    expect(foldText('Café')).toBe('cafe');
    expect(foldText('Metrópolis')).toBe('metropolis');
    expect(foldText('ÁLVAREZ Öst')).toBe('alvarez ost');
  });

  it('splits a search into folded words', () => {
    expect(searchWords('  Plaza   ÑUÑOA ')).toEqual(['plaza', 'nunoa']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('reads a phone number without its separators', () => {
    expect(phoneSearchText('+56 9 (1234)-56.78')).toBe('+56912345678');
  });
});
