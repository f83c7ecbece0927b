/**
 * What an attacker sends instead of what a field expects. Each value has broken some server once:
 * PostgreSQL refuses NUL, float columns underflow below 1e-45, bigint overflows past 2^63, deep
 * nesting blows recursive walkers, prototype keys poison merged objects.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u001f\u007f',
  '\ud800',
  'lone \udc00 low',
  '😀'.repeat(50),
  'x'.repeat(10_000),
  "'; drop table campaigns; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '99999999999999999999',
  '=cmd|calc!A1',
  '__proto__',
  'constructor',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  'null',
  'true',
];

export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1e308,
  -1e308,
  1e-320,
  5e-324,
  1e-50,
  2 ** 53,
  2 ** 63,
  Number.MAX_SAFE_INTEGER + 2,
  0.5,
  -2147483649,
  2147483648,
];

/** Values of a wrong JSON type, for any field. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  [],
  {},
  [null],
  { $gt: '' },
  { __proto__: { polluted: true } },
  [[[[[[[[[[1]]]]]]]]]],
];

/** Whole bodies that must be refused before a schema even sees them (raw JSON text). */
export function hostileRawBodies(): { label: string; payload: string; contentType?: string }[] {
  const deep = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;
  return [
    { label: 'empty', payload: '' },
    { label: 'not json', payload: '{"a": ' },
    { label: 'json null', payload: 'null' },
    { label: 'json array', payload: '[1,2,3]' },
    { label: 'json string', payload: '"hello"' },
    { label: 'proto key', payload: '{"__proto__": {"isAdmin": true}}' },
    { label: 'constructor key', payload: '{"constructor": {"prototype": {"isAdmin": true}}}' },
    { label: '10,000-deep', payload: `{"a": ${deep(10_000)}}` },
    { label: '10 MB string', payload: `{"a": "${'x'.repeat(10 * 1024 * 1024)}"}` },
    { label: 'NaN literal', payload: '{"a": NaN}' },
    { label: 'huge number literal', payload: '{"a": 1e400}' },
    { label: 'form body', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { label: 'text body', payload: 'hello', contentType: 'text/plain' },
  ];
}
