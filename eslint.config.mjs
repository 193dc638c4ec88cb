import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'node_modules/**',
    'lib/generated/**',
    // Written by Payload's tools (npm run catalogue:editor): migrations and the admin's import map.
    'cms/migrations/**',
    'app/(payload)/admin/catalogue/importMap.ts',
    'next-env.d.ts',
    'dist-server/**',
    'public/**',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
