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
    'next-env.d.ts',
    'dist-server/**',
    'public/**',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
