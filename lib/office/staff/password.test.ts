import { hashPassword, verifyPassword } from './password';

it('verifies the password it hashed and nothing else', async () => {
  const hash = await hashPassword('correct horse battery');
  expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  expect(await verifyPassword('correct horse battery', hash)).toBe(true);
  expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  expect(await verifyPassword('', hash)).toBe(false);
});

it('salts every hash, so one password never gives the same hash twice', async () => {
  const [first, second] = await Promise.all([hashPassword('same password!'), hashPassword('same password!')]);
  expect(first).not.toBe(second);
  expect(await verifyPassword('same password!', second)).toBe(true);
});

it('refuses malformed stored hashes instead of throwing', async () => {
  for (const stored of ['', 'plain', 'bcrypt$1$2$3$abc$def', 'scrypt$x$8$1$c2FsdA==$a2V5']) {
    expect(await verifyPassword('anything', stored)).toBe(false);
  }
});
