import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { serverStartCommand } from '../../server/startCommand';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

let serverBuild: Promise<unknown> | null = null;

/**
 * The server in a process of its own, as `npm start` runs it (the bundle of `npm run build:server`, made afresh once
 * per test file so it matches the sources), configured by environment only.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  await (serverBuild ??= promisify(execFile)('npm', ['run', '--silent', 'build:server']));
  const start = serverStartCommand();
  const child = spawn(process.execPath, start.args, {
    env: { ...process.env, ...start.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const found = /berjalan di (http:\/\/\S+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
