import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import 'server-only';
import { purposeKey } from './app-secret';

const VERSION = 'v1';

/** Seals a text with AES-256-GCM under the purpose's key: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function seal(purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', purposeKey(purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The text `seal` sealed under this purpose; throws when it was sealed under another key or altered. */
export function unseal(purpose: string, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', purposeKey(purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
