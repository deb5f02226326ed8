import { describe, expect, it } from 'vitest';
import { openSecret, SecretBoxError, sealSecret } from './secret-box.ts';

const secret = 'server-secret-0123456789abcdef0123456789';
const apiKey = 'sk-proj-abcdefghijklmnop1a2b';

/** Flips one bit of one base64url part (1 = IV, 2 = tag, 3 = ciphertext). */
function tamper(sealed: string, part: number): string {
  const parts = sealed.split(':');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[0] = bytes[0]! ^ 0x01;
  parts[part] = bytes.toString('base64url');
  return parts.join(':');
}

describe('secret box', () => {
  it('round-trips, in the v1:<iv>:<tag>:<ciphertext> base64url format, without the plaintext', () => {
    const sealed = sealSecret(secret, apiKey, 'org:1:chatgpt');
    expect(sealed).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(sealed).not.toContain(apiKey);
    expect(sealed).not.toContain('1a2b');
    expect(openSecret(secret, sealed, 'org:1:chatgpt')).toBe(apiKey);
    expect(openSecret(secret, sealSecret(secret, '한글 키 ✓'))).toBe('한글 키 ✓');
  });

  it('uses a new IV every time', () => {
    const a = sealSecret(secret, apiKey);
    const b = sealSecret(secret, apiKey);
    expect(a).not.toBe(b);
    expect(a.split(':')[1]).not.toBe(b.split(':')[1]);
  });

  it('refuses a tampered IV, tag or ciphertext', () => {
    const sealed = sealSecret(secret, apiKey);
    for (const part of [1, 2, 3]) {
      expect(() => openSecret(secret, tamper(sealed, part)), `part ${part}`).toThrow(SecretBoxError);
    }
  });

  it('refuses another server secret or another context', () => {
    const sealed = sealSecret(secret, apiKey, 'org:1:chatgpt');
    expect(() => openSecret(`${secret}x`, sealed, 'org:1:chatgpt')).toThrow(SecretBoxError);
    expect(() => openSecret(secret, sealed, 'org:2:chatgpt')).toThrow(SecretBoxError);
  });

  it('refuses values of an unknown format', () => {
    for (const value of ['', 'plain-key', 'v2:a:b:c', 'v1:AAAA:BBBB:CCCC', 'v1:a:b']) {
      expect(() => openSecret(secret, value), value).toThrow(SecretBoxError);
    }
  });
});
