import { readFileSync } from 'node:fs';

export interface StartCommand {
  /** Variables the command sets for the server process. */
  env: Record<string, string>;
  /** Node's arguments, the bundle's path among them. */
  args: string[];
}

const ASSIGNMENT = /^([A-Z_][A-Z0-9_]*)=(\S*)$/;

/**
 * How `npm start` runs the server bundle: the last command of package.json's start script, whose environment and
 * arguments the bench and the tests use, so that they start the server exactly as a deployment does.
 */
export function serverStartCommand(): StartCommand {
  const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
  const words = scripts.start.split('&&').at(-1)!.trim().split(/\s+/);
  const env: Record<string, string> = {};
  let assignment: RegExpExecArray | null;
  while ((assignment = ASSIGNMENT.exec(words[0] ?? ''))) {
    env[assignment[1]!] = assignment[2]!;
    words.shift();
  }
  if (words.shift() !== 'node') throw new Error(`package.json's start script does not end with a node command: ${scripts.start}`);
  return { env, args: words };
}
