/**
 * A Content-Disposition that saves the answer as `name` (RFC 6266): `filename*` carries the name in
 * UTF-8 (an owner's name with accents), `filename` an ASCII stand-in for clients that know no other.
 */
export function attachment(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are; RFC 5987 allows none of them in the value.
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
