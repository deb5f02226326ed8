import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for engine API keys: AES-256-GCM with a key derived (HKDF-SHA256) from the server secret,
 * a random 12-byte IV per value, stored as `v1:<iv>:<tag>:<ciphertext>` (base64url parts).
 *
 * `context` is bound to the ciphertext as additional authenticated data: a value encrypted for one
 * organization's connection does not decrypt when copied into another row.
 */

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;
const hkdfSalt = 'sightline';
const hkdfInfo = 'sightline engine-connections v1 aes-256-gcm';

/** A stored value could not be decrypted: tampered, malformed, or encrypted under another server secret. */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

const keys = new Map<string, Buffer>();

function keyFor(serverSecret: string): Buffer {
  let key = keys.get(serverSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverSecret, hkdfSalt, hkdfInfo, 32));
    keys.set(serverSecret, key);
  }
  return key;
}

/** Encrypts `plaintext` under a key derived from `serverSecret`. */
export function sealSecret(serverSecret: string, plaintext: string, context = ''): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverSecret), iv, { authTagLength: tagBytes });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [version, iv, tag, ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

/** Decrypts what `sealSecret` made with the same secret and context; throws SecretBoxError otherwise. */
export function openSecret(serverSecret: string, sealed: string, context = ''): string {
  const parts = sealed.split(':');
  if (parts.length !== 4 || parts[0] !== version) {
    throw new SecretBoxError('encrypted value has an unknown format');
  }
  const [iv, tag, ciphertext] = parts.slice(1).map((p) => Buffer.from(p, 'base64url')) as [
    Buffer,
    Buffer,
    Buffer,
  ];
  if (iv.length !== ivBytes || tag.length !== tagBytes) {
    throw new SecretBoxError('encrypted value has an unknown format');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(serverSecret), iv, { authTagLength: tagBytes });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError(
      'encrypted value cannot be decrypted (tampered, or encrypted under another SIGHTLINE_SECRET)',
    );
  }
}
