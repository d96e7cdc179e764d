import { isShareTokenShaped, newShareToken, shareTokenHash } from './share-link-token';

describe('share link tokens', () => {
  it('are 256 random bits in base64url, never the same twice', () => {
    const tokens = Array.from({ length: 1000 }, newShareToken);
    expect(new Set(tokens).size).toBe(1000);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(isShareTokenShaped(token)).toBe(true);
    }
  });

  it.each([
    '',
    'short',
    'x'.repeat(44),
    `${'a'.repeat(42)}=`,
    `${'a'.repeat(42)}.`,
    `${'a'.repeat(42)}/`,
    '%00',
  ])('refuses %j by its shape', (text) => expect(isShareTokenShaped(text)).toBe(false));

  it('hashes to 64 hex characters, one per token', () => {
    const token = newShareToken();
    expect(shareTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(shareTokenHash(token)).toBe(shareTokenHash(token));
    expect(shareTokenHash(token)).not.toBe(shareTokenHash(newShareToken()));
  });
});
