/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    // Transpile only: type checking is `npm run typecheck`, so tests stay fast.
    '^.+\\.ts$': ['ts-jest', { diagnostics: false }],
  },
  setupFiles: ['<rootDir>/test/setup/offline.ts'],
  testTimeout: 20000,
  maxWorkers: '50%',
};
