import '@testing-library/jest-dom';

// The key lib/platform/security/app-secret.ts derives its purpose keys from; without it a PostgreSQL test would stop as the site does.
process.env.APP_SECRET ??= 'jest-app-secret-of-at-least-32-characters';
