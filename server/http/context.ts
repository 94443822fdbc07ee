import type { Kysely } from 'kysely';
import type { Evidence } from '../attendance/evidence';
import type { HashingGate } from '../auth/hashingGate';
import type { LoginLimiter } from '../auth/loginLimiter';
import type { RefusalPause } from '../auth/refusalPause';
import type { ServerConfig } from '../config';
import type { Database, SignedInEmployee } from '../db/types';
import type { FileStore } from '../files/storage';
import type { Notifier } from '../push/notifier';

export interface Services {
  db: Kysely<Database>;
  config: ServerConfig;
  loginLimiter: LoginLimiter;
  hashingGate: HashingGate;
  refusalPause: RefusalPause;
  files: FileStore;
  now: () => Date;
  notifier: Notifier;
  evidence: Evidence;
  /** Starts preparing the copies of employees' data asked for ('Unduh Data Saya'), unless it runs already. */
  prepareDataExports: () => void;
  /** Runs work after the answer (an import committed in the background); closing tells it to stop and waits for it. */
  runInBackground: (work: (stopped: () => boolean) => Promise<void>) => void;
}

export interface AppEnv {
  /** `deviceId`: the phone the session was signed in on (null for sessions older than device ids). */
  Variables: { services: Services; employee: SignedInEmployee; sessionId: string; deviceId: string | null };
}
