import { proxy } from '@/proxy';
import { NextRequest } from 'next/server';
import { MISSING_PATH_HEADER } from './missing-page';

const request = (path: string) => new NextRequest(new URL(path, 'http://localhost'));

describe('the 404 of an unknown project or developer', () => {
  it('is a rewrite to app/missing that carries the status 404 and the address asked for', async () => {
    for (const path of ['/project-details/acme-homes', '/project-details/acme-homes/no-such-tower']) {
      const response = await proxy(request(path));
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-rewrite')).toBe(`http://localhost/missing${path}`);
      expect(response.headers.get(`x-middleware-request-${MISSING_PATH_HEADER}`)).toBe(path);
    }
  });

  it('sends a visit to app/missing itself to the site 404 for an address no route matches', async () => {
    for (const path of ['/missing', '/missing/project-details/acme-homes']) {
      const response = await proxy(request(path));
      expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost/not-found');
    }
    expect((await proxy(request('/missingness'))).headers.get('x-middleware-rewrite')).toBeNull();
  });
});
