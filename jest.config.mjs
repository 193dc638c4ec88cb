// @swc/jest instead of ts-jest: no dependency on the TypeScript compiler API.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.[mc]js$': swcTransform },
  // The server's HTML tokenizer (parse5's rewriting stream and what it brings) ships as ES modules only;
  // the mail renderer (@react-email/render) loads react-dom/server with import(), which jest's CommonJS runtime refuses.
  // react-leaflet and the clustering (supercluster, kdbush) ship as ES modules only too, as does file-type (with its
  // tokenizers), which reads an upload's type from its bytes (cms/media-type.ts).
  transformIgnorePatterns: [
    '/node_modules/(?!(parse5|parse5-sax-parser|parse5-html-rewriting-stream|entities|@react-email/render|react-leaflet|@react-leaflet/core|supercluster|kdbush|file-type|strtok3|token-types|@tokenizer/inflate|uint8array-extras|@borewit/text-codec)/)',
  ],
  moduleNameMapper: {
    // Styles first: '@/…/x.module.css' must be stubbed, not resolved by the alias.
    '\\.(css)$': '<rootDir>/tests/jest/style-stub.js',
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/jest/empty-module.js',
    // file-type exports only for `import`; jest's CommonJS runtime resolves with `require`.
    '^file-type$': '<rootDir>/node_modules/file-type/index.js',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/jest/setup.ts'],
  modulePathIgnorePatterns: ['<rootDir>/.next'],
};

// The tests of what the site stores, limits, signs in and delivers, which run a second time on
// PostgreSQL; the rest of the store's tests are about SQLite itself (pragmas, file backups).
const bothEngines = [
  'cms/staff-session-strategy.test.ts',
  'cms/publish/scheduled-publish.test.ts',
  'cms/publish/concurrent-publish.test.ts',
  'cms/editor-opening.test.ts',
  'app/(staff)/admin/leads/csv/route.test.ts',
  'app/(staff)/admin/privacy/[id]/json/linked.test.ts',
  'app/(staff)/admin/two-factor-downloads.test.ts',
  'app/(staff)/admin/privacy/[id]/json/route.test.ts',
  'app/(staff)/admin/reports/csv/route.test.ts',
  'app/api/careers/route.test.ts',
  'app/api/enquiry/consent.test.ts',
  'app/api/enquiry/idempotency.test.ts',
  'app/api/enquiry/rate-limit.test.ts',
  'app/api/enquiry/route.test.ts',
  'app/api/enquiry/shortlist.test.ts',
  'app/api/enquiry/site-visit.test.ts',
  'app/api/health/route.test.ts',
  'app/(site)/enquiry/submit/route.test.ts',
  'app/(site)/privacy/choices/submit/route.test.ts',
  'app/(site)/privacy/your-data/request/route.test.ts',
  'lib/office/leads/pipeline.test.ts',
  'lib/office/notify/advisor-notice.test.ts',
  'lib/office/assignment/assignment.test.ts',
  'lib/office/assignment/clock.test.ts',
  'lib/office/assignment/turns.test.ts',
  'lib/office/leads/calls.test.ts',
  'lib/office/reports/first-contact.test.ts',
  'lib/platform/limits/shared.test.ts',
  'lib/mail/outbox/mail-pool.test.ts',
  'lib/mail/outbox/worker.test.ts',
  'lib/intake/sources/portal-mail/read-mailbox.test.ts',
  'lib/intake/sources/settings.test.ts',
  'lib/intake/sources/portal-mail/crash.test.ts',
  'lib/compliance/privacy/privacy.test.ts',
  'lib/site/catalogue/store.test.ts',
  'lib/site/catalogue/price-history.test.ts',
  'lib/site/catalogue/redirects.test.ts',
  'lib/site/catalogue/redirect-store.test.ts',
  'app/api/price-history/[developer]/[project]/route.test.ts',
  'lib/compliance/privacy/intake-records.test.ts',
  'lib/compliance/retention/applications.test.ts',
  'lib/compliance/retention/privacy-requests.test.ts',
  'lib/compliance/retention/run.test.ts',
  'lib/compliance/access-log/access-log.test.ts',
  'lib/office/reports/reports.test.ts',
  'lib/office/staff/accounts.test.ts',
  'lib/office/staff/equal-work.test.ts',
  'lib/office/staff/invitations.test.ts',
  'lib/office/staff/password-change.test.ts',
  'lib/office/staff/password-context.test.ts',
  'lib/office/staff/password-reset.test.ts',
  'lib/office/staff/sessions.test.ts',
  'lib/office/staff/sign-in.test.ts',
  'lib/office/staff/two-factor.test.ts',
  'app/(staff)/admin/session/two-factor/route.test.ts',
  'lib/office/visits/queries.test.ts',
  'lib/intake/sources/store-sourced-lead.test.ts',
  'app/api/intake/[source]/route.test.ts',
  'app/api/intake/meta/route.test.ts',
  'app/api/intake/whatsapp/route.test.ts',
  'lib/office/whatsapp/send.test.ts',
  'lib/office/whatsapp/attachments.test.ts',
  'lib/office/whatsapp/template-schedule.test.ts',
  'app/(staff)/admin/leads/[id]/whatsapp/attach/route.test.ts',
  'lib/intake/sources/events.test.ts',
  'app/api/intake/google/route.test.ts',
  'app/api/intake/crash.test.ts',
  'lib/intake/sources/csv-import/batches.test.ts',
];

/** @type {import('jest').Config} */
const config = {
  // Jest's default on a 2-core machine is one worker, in band; much of the suite waits on databases and loopback
  // servers, and two workers take a third off the run.
  maxWorkers: 2,
  projects: [
    {
      ...shared,
      displayName: 'sqlite',
      testMatch: ['<rootDir>/{app,browser,cms,components,lib,scripts,server}/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['/node_modules/', '\\.postgres\\.test\\.ts$'],
    },
    {
      ...shared,
      displayName: 'postgres',
      testMatch: [
        ...bothEngines.map((file) => `<rootDir>/${file}`),
        '<rootDir>/{app,browser,components,lib,scripts,server}/**/*.postgres.test.ts',
      ],
      // A throwaway cluster for the run (tests/support/postgres-cluster.ts); each test file gets its own database.
      globalSetup: '<rootDir>/tests/jest/postgres-global-setup.ts',
      globalTeardown: '<rootDir>/tests/jest/postgres-global-teardown.ts',
      setupFiles: ['<rootDir>/tests/jest/postgres-engine.ts'],
    },
  ],
};

export default config;
