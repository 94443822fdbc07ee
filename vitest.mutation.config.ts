import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const machine = process.env.MACHINE;

/** The steps several flows share, each in a file of its own in machines/. */
const SHARED_STEPS = ['formTail', 'fileImport'];

/** The model tests that judge one machine: its own; for shared steps, those of every flow that uses them. */
function ownTests(name: string) {
  if (!SHARED_STEPS.includes(name)) return [`tests/model/${name}.machine.test.ts`];
  return readdirSync('machines')
    .filter((file) => file.endsWith('.machine.ts') && readFileSync(`machines/${file}`, 'utf8').includes(`from './${name}'`))
    .map((file) => `tests/model/${file.replace('.ts', '.test.ts')}`);
}

/** The suites that judge the machines (unit and model), for `npm run test:mutation`; with MACHINE, its own model tests alone. */
export default defineConfig({
  test: {
    include: machine ? ownTests(machine) : ['tests/model/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
  },
});
