import { type ChildProcess, spawn } from 'node:child_process';
import { serverStartCommand } from '../server/startCommand';

/** The server in a process of its own, as `npm start` runs it (with a CPU profile when asked); answers once it listens. */
export async function startServerProcess(env: NodeJS.ProcessEnv, profileDir: string | null = null): Promise<{ child: ChildProcess; url: string }> {
  const start = serverStartCommand();
  const child = spawn(process.execPath, [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), ...start.args], {
    env: { ...env, ...start.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const found = /berjalan di (http:\/\/\S+)/.exec(out);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
  return { child, url };
}
