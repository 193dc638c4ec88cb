// Starts the production server the e2e tests run against: a fresh database with the staff accounts, a fresh build
// (skip it with E2E_SKIP_BUILD=1 when the build folder is current), then `npm start`.
// Playwright starts its webServer before globalSetup, so the reset has to happen here.
import { simpleParser } from 'mailparser';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = process.argv[2] ?? '3917';
const databaseUrl = process.env.DATABASE_URL ?? 'file:./var/e2e.db';
const databaseFile = path.resolve(databaseUrl.replace(/^file:/, ''));

// With the database goes e2e/support/staff.ts's record of the two-factor codes its sign-ins have used.
for (const suffix of ['', '-wal', '-shm', '-journal', '.two-factor.json']) rmSync(`${databaseFile}${suffix}`, { force: true });
// And the catalogue editor's store and uploads beside it (cms/media-location.ts).
const besideDatabase = databaseFile.replace(/\.[^.]*$/, '');
for (const suffix of ['-cms.db', '-cms.db-wal', '-cms.db-shm', '-media'])
  rmSync(`${besideDatabase}${suffix}`, { force: true, recursive: true });

// The staff accounts e2e/support/staff.ts signs in with, on the freshly migrated database.
const tsx = (args, input) => {
  const run = spawnSync('npx', ['tsx', ...args], { input, stdio: ['pipe', 'inherit', 'inherit'], env: process.env });
  if (run.status !== 0) process.exit(run.status ?? 1);
};
tsx(['scripts/ops/migrate.ts']);
const accounts = [
  ['admin@nestora-e2e.in', 'Asha Admin', 'admin', 'e2e chief lantern key'],
  ['advisor@nestora-e2e.in', 'Vikram Advisor', 'advisor', 'e2e harbour seller key'],
  ['trainee@nestora-e2e.in', 'Rohan Trainee', 'advisor', 'e2e junior harbour key'],
  // An admin without two-factor, for e2e/two-factor.spec.ts to set it up on.
  ['newcomer@nestora-e2e.in', 'Neha Newcomer', 'admin', 'e2e fresh harbour key'],
  // Marketing: the catalogue editor, no leads.
  ['editor@nestora-e2e.in', 'Meera Editor', 'editor', 'e2e catalogue harbour key'],
];
for (const [email, name, role, password] of accounts) {
  tsx(['--conditions=react-server', 'scripts/ops/staff-add.ts', '--email', email, '--name', name, '--role', role], `${password}\n`);
}
// Admins must have two-factor: the e2e admin has it with the fixed secret e2e/support/staff.ts computes its codes
// from, and recovery codes it names the same way (e2eRecoveryCode) for when one time step sees many sign-ins.
const twoFactor = {
  email: 'admin@nestora-e2e.in',
  secret: 'JBSWY3DPEHPK3PXPE2EADMINTOTPKEY2',
  recoveryCodes: Array.from({ length: 200 }, (_, index) => `e2e-admin-${index}`),
};
tsx(['--conditions=react-server', 'tests/harness/e2e-two-factor.ts'], JSON.stringify([twoFactor]));

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  // The build folder is current, but the server bundle (dist-server/, which the build also makes) is cheap to
  // make again, so the specs never run a server older than its source.
  const serverBuild = spawnSync('node', ['scripts/build/build-server.mjs'], { stdio: 'inherit', env: process.env });
  if (serverBuild.status !== 0) process.exit(serverBuild.status ?? 1);
}

// A loopback mail server for the site's outbox: every mail it takes is written to var/e2e-mail-<port>/ as JSON,
// where e2e/support/mailbox.ts reads the links that staff invitations and password resets carry.
const mailFolder = path.resolve('var', `e2e-mail-${port}`);
rmSync(mailFolder, { recursive: true, force: true });
mkdirSync(mailFolder, { recursive: true });
let mailCount = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        mailCount += 1;
        const to = [mail.to].flat().flatMap((address) => address?.value.map((entry) => entry.address) ?? []);
        writeFileSync(
          path.join(mailFolder, `${Date.now()}-${mailCount}.json`),
          JSON.stringify({ to, subject: mail.subject, text: mail.text }),
        );
        callback();
      },
      (error) => callback(error),
    );
  },
});
const smtpPort = Number(port) + 10_000;
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
const mailSettings = {
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  LEAD_EMAIL_FROM: 'site@nestora-e2e.in',
  LEAD_EMAIL_TO: 'leads@nestora-e2e.in',
};

// WhatsApp's Graph API is e2e/whatsapp.spec.ts's stand-in (tests/support/whatsapp-stand-in.ts), on port + 20000.
const whatsappSettings = {
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_BUSINESS_ACCOUNT_ID: '102290129340398',
  WHATSAPP_ACCESS_TOKEN: 'e2e-whatsapp-access-token',
  WHATSAPP_APP_SECRET: 'e2e-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'e2e-whatsapp-verify',
  WHATSAPP_GRAPH_URL: `http://127.0.0.1:${Number(port) + 20_000}`,
};

const server = spawn('npm', ['run', 'start', '--', '--port', port], {
  stdio: 'inherit',
  env: { ...process.env, ...mailSettings, ...whatsappSettings },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  smtp.close();
  process.exit(code ?? 0);
});
