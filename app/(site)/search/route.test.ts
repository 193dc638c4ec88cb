import { NextRequest } from 'next/server';
import { GET } from './route';

const get = (query: string) => GET(new NextRequest(`http://localhost/search?${query}`));

it('answers a requirement with 303 to the filtered listing', () => {
  const response = get('q=3+BHK+in+Gurgaon+under+2+Cr');
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/project-details?budgetMin=0&budgetMax=2&budgetUnit=Cr&bedrooms=3+BHK&city=Gurgaon');
});

it('sends anything else to the results page', () => {
  expect(get('q=sobah+altus').headers.get('location')).toBe('/search/results?q=sobah+altus');
  expect(get('q=zzqx').headers.get('location')).toBe('/search/results?q=zzqx');
  expect(get('q=3+bhk+in+mumbai').headers.get('location')).toBe('/search/results?q=3+bhk+in+mumbai');
});

it('answers junk with a results page, never an error', () => {
  expect(get('').headers.get('location')).toBe('/search/results?q=');
  expect(get('q=%3Cscript%3Ealert(1)%3C%2Fscript%3E').headers.get('location')).toBe(
    '/search/results?q=%3Cscript%3Ealert%281%29%3C%2Fscript%3E',
  );
  expect(get('q=%00%07%1B').headers.get('location')).toBe('/search/results?q=');
  const long = get(`q=${'godrej '.repeat(800)}`);
  expect(long.status).toBe(303);
  expect(long.headers.get('location')!.length).toBeLessThan(600);
  expect(long.headers.get('location')).toMatch(/&truncated=1$/);
});
