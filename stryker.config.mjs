// Mutation testing of the flows' statecharts (docs/testing.md): `npm run test:mutation` for every machine,
// `MACHINE=decision npm run test:mutation` for one, judged by its own model tests only (vitest.mutation.config.ts).
const machine = process.env.MACHINE;
/** The steps several flows share, each in a file of its own in machines/. */
const SHARED_STEPS = ['formTail', 'fileImport'];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // Shared steps (MACHINE=formTail, MACHINE=fileImport) are judged by the model tests of every flow that uses them.
  mutate: machine ? [SHARED_STEPS.includes(machine) ? `machines/${machine}.ts` : `machines/${machine}.machine.ts`] : ['machines/*.machine.ts', ...SHARED_STEPS.map((name) => `machines/${name}.ts`)],
  // The sandbox needs the sources and the tests only: not builds, data or reports (which other commands rewrite).
  ignorePatterns: ['dist', 'dev-dist', 'data', 'reports', 'bench/profiles', 'test-results', '.tmp'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: `reports/mutation/${machine ?? 'index'}.html` },
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: '.stryker-tmp',
};
