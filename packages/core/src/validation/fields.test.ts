import { describe, expect, it } from 'vitest';
import { forbiddenTextPath } from './fields.ts';

describe('forbiddenTextPath', () => {
  it('names the field of a control character, keys included', () => {
    expect(forbiddenTextPath({ a: [{ b: 'ok' }, { c: 'x\u0001' }] })).toBe('a.1.c');
    expect(forbiddenTextPath({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(forbiddenTextPath({ a: 'fine' })).toBeNull();
  });

  it('does not walk bytes: an image body is not text (issue 24, item 10)', () => {
    // 8 MB of photo-like bytes, control bytes included. Walked byte by byte this took seconds.
    const photo = Buffer.alloc(8 * 1024 * 1024, 0x01);
    const start = performance.now();
    expect(forbiddenTextPath(photo, 32)).toBeNull();
    expect(forbiddenTextPath({ nested: new Uint8Array(photo) }, 32)).toBeNull();
    expect(performance.now() - start).toBeLessThan(250);
  });
});
