import { startDovecot, type DovecotServer } from '@/tests/support/dovecot-server';
import net from 'node:net';
import { testMailboxConnection } from './test-connection';

jest.setTimeout(60_000);

let server: DovecotServer;

beforeAll(async () => {
  server = await startDovecot();
});

afterAll(async () => {
  await server?.remove();
});

const withLogin = (user: string, password: string) =>
  `imap://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${server.port}`;

it('connects and signs in with the right user and password', async () => {
  expect(await testMailboxConnection(server.url)).toEqual({
    ok: true,
    message: `Connected to 127.0.0.1:${server.port} and signed in as ${server.user}.`,
  });
});

it('says the login failed for a wrong password', async () => {
  const check = await testMailboxConnection(withLogin(server.user, 'not-the-password'));
  expect(check).toMatchObject({ ok: false, failed: 'login' });
  expect(check.message).toBe(
    '127.0.0.1 refused the user or password: check both (the password of the mailbox, or an app password where the provider asks for one).',
  );
});

it('says the connection was refused on a port nobody listens on', async () => {
  const closed = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const check = await testMailboxConnection(`imap://u:p@127.0.0.1:${closed}`);
  expect(check).toMatchObject({ ok: false, failed: 'refused' });
  expect(check.message).toContain(`refused the connection on port ${closed}`);
});

it('says TLS failed when imaps:// meets a server that speaks plain IMAP', async () => {
  const check = await testMailboxConnection(
    `imaps://${encodeURIComponent(server.user)}:${encodeURIComponent(server.password)}@127.0.0.1:${server.port}`,
    5_000,
  );
  expect(check).toMatchObject({ ok: false, failed: 'tls' });
});

it('says the server name was not found', async () => {
  const check = await testMailboxConnection('imaps://u:p@mailbox.invalid:993');
  expect(check).toMatchObject({ ok: false, failed: 'dns', message: 'No server named mailbox.invalid was found (DNS): check the address.' });
});
