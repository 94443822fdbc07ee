import { defineConfig } from 'vitest/config';

/** The suites that judge the machines (unit and model), for `npm run test:mutation`. */
export default defineConfig({
  test: {
    include: ['tests/model/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
  },
});
