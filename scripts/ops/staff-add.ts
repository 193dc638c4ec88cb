/**
 * `npm run staff:add -- --email asha@example.in --name "Asha Rao" --role admin`
 * Creates a staff account in DATABASE_URL's database. The password is read from standard input,
 * never from the command line (where it would sit in the shell history and the process list):
 * typed without echo at a terminal, or one line piped in by a script.
 */
import { createStaffUser, StaffAccountError } from '@/lib/office/staff/accounts';
import { db } from '@/lib/platform/db';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    return new Promise((resolve) => {
      const lines = createInterface({ input: process.stdin });
      let first: string | undefined;
      lines.on('line', (line) => {
        first ??= line;
        lines.close();
      });
      lines.on('close', () => resolve(first ?? ''));
    });
  }
  process.stdout.write('Password (at least 12 characters, not shown): ');
  return new Promise((resolve) => {
    let typed = '';
    process.stdin.setRawMode(true);
    process.stdin.resume();
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n' || character === '\u0004') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (character === '\u0003') process.exit(130);
        typed = character === '\u007f' ? typed.slice(0, -1) : typed + character;
      }
    });
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'advisor' } },
  });
  if (!values.email || !values.name) {
    console.error(
      'usage: npm run staff:add -- --email EMAIL --name "FULL NAME" [--role admin|advisor|editor] (password on standard input)',
    );
    return 2;
  }
  const password = await readPassword();
  try {
    const user = await createStaffUser({ email: values.email, name: values.name, role: values.role as 'admin', password });
    console.log(`Created ${user.role} ${user.name} <${user.email}>.`);
    return 0;
  } catch (error) {
    if (error instanceof StaffAccountError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await (await db()).$disconnect();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
