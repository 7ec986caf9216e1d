// The subscriber's Alexa user id at rest (docs/notifications.md, docs/privacy.md): sealed with
// AES-256-GCM, an authenticated cipher, so the store alone reveals nothing and a changed byte is
// refused rather than misread. The key is derived (HKDF-SHA256) from LISTENER_ID_SECRET, the secret
// that already keys every stored record, under a label of its own, so the two uses never share a
// key and an operator keeps one secret. The listener's record key is the associated data: a sealed
// id copied into another listener's record does not open there.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealer {
  /** The sealed form of `plain`, bound to `boundTo` (the listener key). */
  seal(plain: string, boundTo: string): string;
  /** The plain text, or undefined when the value was not sealed by this key for `boundTo`. */
  open(sealed: string, boundTo: string): string | undefined;
}

export function sealerFrom(secret: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'burst-voice', 'subscriber alexa user id v1', 32));
  return {
    seal(plain, boundTo) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(boundTo));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        body.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    open(sealed, boundTo) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || !iv || body === undefined || !tag) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(boundTo));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
}
