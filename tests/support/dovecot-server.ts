import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const DOVECOT = process.env.DOVECOT_BIN ?? '/usr/sbin/dovecot';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('* OK'));
    });
    socket.once('error', () => resolve(false));
  });
}

export type DovecotServer = {
  port: number;
  user: string;
  password: string;
  /** imap://user:password@127.0.0.1:port */
  url: string;
  /** Stops the server, keeping its mail (for a test of the server being down). */
  stop: () => Promise<void>;
  /** Starts it again on the same port, with the same mail. */
  start: () => Promise<void>;
  /** Stops it and removes its folder. */
  remove: () => Promise<void>;
};

/**
 * A throwaway IMAP server for the tests: Debian's dovecot-imapd on a free loopback port, plain text
 * logins (no TLS), one passwd-file user and a Maildir in a temporary folder, removed by remove().
 * As root, dovecot's own unprivileged users run its services and own the mail; otherwise everything
 * runs as the current user.
 */
export async function startDovecot(): Promise<DovecotServer> {
  if (!existsSync(DOVECOT)) {
    throw new Error(
      'dovecot is not installed: the portal mail tests read a real IMAP server. Install it (apt-get install dovecot-imapd, or scripts/build/ensure-system-packages.sh) or set DOVECOT_BIN.',
    );
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nestora-imap-'));
  chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  const me = os.userInfo().username;
  const [internalUser, loginUser, mailUser] = asRoot ? ['dovecot', 'dovenull', 'dovecot'] : [me, me, me];
  const mailDir = path.join(dir, 'mail');
  mkdirSync(mailDir);
  mkdirSync(path.join(dir, 'run'));
  if (asRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, mailUser], { encoding: 'utf8' }).trim()));
    chownSync(mailDir, uid!, gid!);
  }
  const user = 'portal-leads';
  const password = 'imap-test-password';
  writeFileSync(path.join(dir, 'passwd'), `${user}:{PLAIN}${password}::::::\n`);
  const port = await freePort();
  const config = path.join(dir, 'dovecot.conf');
  writeFileSync(
    config,
    `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = 1
default_internal_user = ${internalUser}
default_login_user = ${loginUser}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${mailUser} gid=${mailUser} home=${mailDir}/%u
}
mail_location = maildir:${mailDir}/%u/Maildir
namespace inbox {
  inbox = yes
  separator = /
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
`,
  );

  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(DOVECOT, ['-F', '-c', config], { stdio: 'ignore' });
    for (let waited = 0; waited < 10_000; waited += 100) {
      if (await answers(port)) return;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const log = existsSync(path.join(dir, 'dovecot.log')) ? readFileSync(path.join(dir, 'dovecot.log'), 'utf8') : '';
    throw new Error(`dovecot did not start on port ${port}: ${log.slice(-2000)}`);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
    // The listener closes with the master; wait until the port refuses.
    for (let waited = 0; waited < 5_000 && (await answers(port)); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  };
  await start();
  return {
    port,
    user,
    password,
    url: `imap://${user}:${password}@127.0.0.1:${port}`,
    stop,
    start,
    remove: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
