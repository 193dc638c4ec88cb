import { CATALOGUE_FILE_NAMES } from './documents';
import { PREVIEW_TTL_SECONDS, previewToken, readPreviewToken } from './preview';

const hashes = Object.fromEntries(CATALOGUE_FILE_NAMES.map((name, index) => [name, index.toString(16).padStart(64, 'a')]));
const now = new Date('2026-11-29T10:00:00Z');

describe('the preview cookie', () => {
  it('names the documents it was made for, for an hour', () => {
    const token = previewToken(hashes, now);
    expect(readPreviewToken(token, now)).toEqual(hashes);
    expect(readPreviewToken(token, new Date(now.getTime() + (PREVIEW_TTL_SECONDS - 1) * 1000))).toEqual(hashes);
    expect(readPreviewToken(token, new Date(now.getTime() + (PREVIEW_TTL_SECONDS + 1) * 1000))).toBeNull();
  });

  it('is refused when anything in it was changed, or its signature is not ours', () => {
    const token = previewToken(hashes, now);
    const [body, signature] = token.split('.') as [string, string];
    const forgedBody = Buffer.from(JSON.stringify({ h: Object.values(hashes).reverse(), e: 9_999_999_999 })).toString('base64url');
    expect(readPreviewToken(`${forgedBody}.${signature}`, now)).toBeNull();
    expect(readPreviewToken(`${body}.${signature.slice(0, -2)}xx`, now)).toBeNull();
    expect(readPreviewToken(`${body}`, now)).toBeNull();
    expect(readPreviewToken(`${body}.${signature}.x`, now)).toBeNull();
  });
});
