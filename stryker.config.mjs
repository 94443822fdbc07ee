// Mutation testing of the flows' statecharts (docs/testing.md): `npm run test:mutation`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['machines/*.machine.ts'],
  // The sandbox needs the sources and the tests only: not builds, data or reports (which other commands rewrite).
  ignorePatterns: ['dist', 'dev-dist', 'data', 'reports', 'bench/profiles', 'test-results', '.tmp'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: '.stryker-tmp',
};
