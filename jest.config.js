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
  // Jest 30's soft globals cleanup between files in one worker recursed through nock's patched
  // http objects ("Maximum call stack size exceeded" in jest-util, seen intermittently).
  testEnvironmentOptions: { globalsCleanup: 'off' },
  testTimeout: 20000,
  // Both cores: most suites wait on loopback I/O and child processes, so two workers take the
  // suite from ≈ 200 s to ≈ 130 s on a 2-core machine (one worker per core, never more).
  maxWorkers: '100%',
};
