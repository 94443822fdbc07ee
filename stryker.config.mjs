// Mutation testing of the flows' statecharts (docs/testing.md): `npm run test:mutation` for every machine,
// `MACHINE=decision npm run test:mutation` for one, judged by its own model tests only (vitest.mutation.config.ts).
import { readFileSync } from 'node:fs';

const machine = process.env.MACHINE;
const usesFormTail = machine !== undefined && readFileSync(`machines/${machine}.machine.ts`, 'utf8').includes("from './formTail'");

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // The forms' shared steps (formTail.ts) are judged with the form that names them, or with all.
  mutate: machine ? [`machines/${machine}.machine.ts`, ...(usesFormTail ? ['machines/formTail.ts'] : [])] : ['machines/*.machine.ts', 'machines/formTail.ts'],
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
