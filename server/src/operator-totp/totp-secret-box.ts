import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

// The operator's TOTP secret at rest: AES-256-GCM under a key derived from JWT_SECRET with a label
// (HMAC(JWT_SECRET, 'totp')), so there is no new secret to generate, store and share between nodes,
// and a copy of the database without the server's secrets computes no codes. Stored as
// `v1.<iv>.<tag>.<ciphertext>` (base64url), the version leaving room for a later key.
export interface TotpSecretBox {
  seal(secret: string): string;
  open(sealed: string): string;
}

export const totpKey = (jwtSecret: string) => createHmac('sha256', jwtSecret).update('totp').digest();

export function totpSecretBox(jwtSecret: string): TotpSecretBox {
  const key = totpKey(jwtSecret);
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unreadable TOTP secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
