import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const machine = process.env.MACHINE;

/** The model tests that judge one machine: its own; for the forms' shared steps, those of every form that uses them. */
function ownTests(name: string) {
  if (name !== 'formTail') return [`tests/model/${name}.machine.test.ts`];
  return readdirSync('machines')
    .filter((file) => file.endsWith('.machine.ts') && readFileSync(`machines/${file}`, 'utf8').includes("from './formTail'"))
    .map((file) => `tests/model/${file.replace('.ts', '.test.ts')}`);
}

/** The suites that judge the machines (unit and model), for `npm run test:mutation`; with MACHINE, its own model tests alone. */
export default defineConfig({
  test: {
    include: machine ? ownTests(machine) : ['tests/model/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
  },
});
