import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const folder = mkdtempSync(path.join(os.tmpdir(), 'media-'));
process.env.CATALOGUE_MEDIA_DIR = folder;
writeFileSync(path.join(folder, 'tower-1920x1280.webp'), 'RIFF0000WEBP');
writeFileSync(path.join(os.tmpdir(), 'secret.png'), 'not for you');

// Loaded after the setting: the media folder is read from the environment once.
let mediaFileResponse: typeof import('./media-file').mediaFileResponse;
beforeAll(async () => {
  ({ mediaFileResponse } = await import('./media-file'));
});

describe('the public media files', () => {
  it('serves an uploaded file with its type and a week of caching', async () => {
    const response = await mediaFileResponse('tower-1920x1280.webp');
    expect([response.status, response.headers.get('content-type'), response.headers.get('cache-control')]).toEqual([
      200,
      'image/webp',
      'public, max-age=604800, stale-while-revalidate=86400',
    ]);
    expect(await response.text()).toBe('RIFF0000WEBP');
  });

  it.each(['../secret.png', '..%2Fsecret.png', 'missing.webp', 'tower.svg', 'tower.html', '.env'])('answers 404 to %s', async (name) => {
    expect((await mediaFileResponse(name)).status).toBe(404);
  });
});
