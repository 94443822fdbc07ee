import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { photoKeysText } from '../../server/files/sealing';
import type { TestServer } from './testServer';

const run = promisify(execFile);

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run admin -- ...` as an operator would, against the test server's database and files. */
export async function admin(server: TestServer, ...args: string[]): Promise<CommandResult> {
  const { databaseUrl, fcm, photoKeys } = server.services.config;
  const env = {
    ...process.env,
    DATA_DIR: server.dataDir,
    DATABASE_URL: databaseUrl ?? '',
    FCM_SERVICE_ACCOUNT: fcm?.serviceAccountFile ?? '',
    FCM_ENDPOINT: fcm?.endpoint ?? '',
    FCM_TOKEN_URL: fcm?.tokenUrl ?? '',
    PHOTO_KEYS: photoKeys ? photoKeysText(photoKeys) : '',
  };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CommandResult;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
