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

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{app,components,lib,scripts}/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper: {
    // Styles first: '@/…/x.module.css' must be stubbed, not resolved by the alias.
    '\\.(css)$': '<rootDir>/jest/style-stub.js',
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/jest/empty-module.js',
  },
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  modulePathIgnorePatterns: ['<rootDir>/.next'],
};

export default config;
