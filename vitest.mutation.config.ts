import { defineConfig } from 'vitest/config';

const machine = process.env.MACHINE;

/** The suites that judge the machines (unit and model), for `npm run test:mutation`; with MACHINE, its own model tests alone. */
export default defineConfig({
  test: {
    include: machine ? [`tests/model/${machine}.machine.test.ts`] : ['tests/model/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
  },
});
