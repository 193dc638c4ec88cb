import { proxy } from '@/proxy';
import { NextRequest } from 'next/server';
import { movedStaffPath } from './moved-paths';

const request = (path: string, method = 'GET') => new NextRequest(new URL(path, 'http://localhost'), { method });

describe('the staff pages that moved', () => {
  it('send the old lead addresses to /admin/leads with 308, the query kept, before any sign-in', async () => {
    for (const [old, now] of [
      ['/admin/enquiries', '/admin/leads'],
      ['/admin/enquiries?stage=new&page=2', '/admin/leads?stage=new&page=2'],
      ['/admin/enquiries/cm1lead0001?view=mine', '/admin/leads/cm1lead0001?view=mine'],
      ['/admin/enquiries/csv?source=project&intent=buy', '/admin/leads/csv?source=project&intent=buy'],
    ]) {
      const response = await proxy(request(old!));
      expect(response.status).toBe(308);
      expect(response.headers.get('location')).toBe(`http://localhost${now}`);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('keep a form post a post: 308 tells the browser to send it again to the new address', async () => {
    const response = await proxy(request('/admin/enquiries/cm1lead0001', 'POST'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost/admin/leads/cm1lead0001');
  });

  it('leave the new addresses and look-alike paths to the gate', async () => {
    for (const path of ['/admin/leads', '/admin/leads/csv', '/admin/enquiriesx', '/admin/enquiry', '/enquiries', '/admin']) {
      expect(movedStaffPath(path)).toBeNull();
    }
    const signIn = await proxy(request('/admin/leads?stage=new'));
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get('location')).toBe('http://localhost/admin/login?next=%2Fadmin%2Fleads%3Fstage%3Dnew');
  });
});
