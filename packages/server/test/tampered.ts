/**
 * A signed token (session, approval link, deck link: each ends in a base64url HMAC-SHA256) with one
 * character of its signature changed. The third from the end carries six bits of the signature
 * wherever it sits; the last one also holds padding bits, which decoding ignores, so changing only
 * those would leave the signature as it was.
 */
export function tamperedSignature(token: string): string {
  const at = token.length - 3;
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
}
