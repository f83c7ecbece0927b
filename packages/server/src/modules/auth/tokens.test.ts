import { afterEach, describe, expect, it, vi } from 'vitest';
import { tamperedSignature } from '../../../test/tampered.ts';
import { createTokenService } from './tokens.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

afterEach(() => {
  vi.useRealTimers();
});

describe('session tokens', () => {
  it('believes a token checked once again, and never a changed one', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.signSession({ userId: 'u1', sessionId: 's1' }, 2);
    expect(await tokens.verifySession(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verifySession(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    const tampered = tamperedSignature(token);
    expect(tampered).not.toBe(token);
    expect(await tokens.verifySession(tampered)).toBeNull();
    expect(await createTokenService(`${SECRET}-other`).verifySession(token)).toBeNull();
    expect(await tokens.verifySession(await tokens.signApproval('u1', 'c1'))).toBeNull();
  });

  it('refuses a token past its expiry even after it was believed', async () => {
    vi.useFakeTimers({ now: new Date('2027-03-01T10:00:00Z'), toFake: ['Date'] });
    const tokens = createTokenService(SECRET);
    const token = await tokens.signSession({ userId: 'u1', sessionId: 's1' }, 1);
    expect(await tokens.verifySession(token)).not.toBeNull();
    vi.setSystemTime(new Date('2027-03-01T11:00:01Z'));
    expect(await tokens.verifySession(token)).toBeNull();
  });
});
