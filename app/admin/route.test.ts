import { GET as applicationsCsv } from './applications/csv/route';
import { GET as applicationsPage } from './applications/route';
import { GET as enquiriesCsv } from './enquiries/csv/route';
import { GET as enquiriesPage } from './enquiries/route';
import { GET as adminIndex } from './route';

it('answers 404 everywhere when no staff credentials are configured', async () => {
  delete process.env.ADMIN_USER;
  delete process.env.ADMIN_PASSWORD;
  const authorization = `Basic ${Buffer.from('staff:secret').toString('base64')}`;
  for (const handler of [adminIndex, enquiriesPage, enquiriesCsv, applicationsPage, applicationsCsv]) {
    const response = await handler(new Request('http://localhost/admin', { headers: { authorization } }));
    expect(response.status).toBe(404);
    expect(response.headers.get('www-authenticate')).toBeNull();
  }
});
