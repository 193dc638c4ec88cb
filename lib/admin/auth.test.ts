import { adminAccess } from './auth';

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const expected = { user: 'staff', password: 'p:ss wörd' };

describe('adminAccess', () => {
  it('is disabled unless both user and password are configured', () => {
    expect(adminAccess(basic('staff', 'x'), {})).toBe('disabled');
    expect(adminAccess(basic('staff', 'x'), { user: 'staff' })).toBe('disabled');
    expect(adminAccess(basic('', ''), { user: '', password: '' })).toBe('disabled');
  });

  it('grants the configured credentials, including a colon and non-ASCII in the password', () => {
    expect(adminAccess(basic('staff', 'p:ss wörd'), expected)).toBe('granted');
    expect(adminAccess(basic('staff', 'p:ss wörd').replace('Basic', 'basic'), expected)).toBe('granted');
  });

  it.each([
    ['no header', null],
    ['another scheme', 'Bearer abc'],
    ['not base64', 'Basic !!!'],
    ['no colon', `Basic ${Buffer.from('staff').toString('base64')}`],
    ['wrong password', basic('staff', 'p:ss word')],
    ['wrong user', basic('Staff', 'p:ss wörd')],
    ['password prefix', basic('staff', 'p:ss')],
  ])('denies %s', (_label, header) => {
    expect(adminAccess(header, expected)).toBe('denied');
  });
});
