// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layers of docs/decisions.md, "Layers": who may import whom. */
const eslint = new ESLint({ cwd: process.cwd() });

async function refusedImports(filePath: string, imports: string[]): Promise<number> {
  const code = imports.map((path, index) => `import * as imported${index} from '${path}';`).join('\n') + '\nexport {};\n';
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').length;
}

const ADAPTER_FILES = ['src/api/x.ts', 'src/auth/x.ts', 'src/attendance/x.ts', 'src/attendance/X.tsx', 'src/offline/x.ts', 'src/pwa/x.ts', 'src/push/x.ts'];

describe('import direction', () => {
  it.each(ADAPTER_FILES)('refuses machines, views, the app shell and the design components in %s', async (file) => {
    const above = ['../../machines/outbox.machine', '../views/DashboardPage', '../app/inspector', '../ui/Button'];
    expect(await refusedImports(file, above)).toBe(above.length);
  });

  it('lets a view use a machine, an adapter and the design components', async () => {
    expect(await refusedImports('src/views/X.tsx', ['../../machines/outbox.machine', '../attendance/outbox', '../ui/Button'])).toBe(0);
  });

  it('keeps machines away from adapters and views', async () => {
    expect(await refusedImports('machines/x.machine.ts', ['../src/attendance/outbox', '../src/views/DashboardPage', 'react'])).toBe(3);
  });
});
