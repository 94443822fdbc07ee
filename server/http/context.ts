import type { Kysely } from 'kysely';
import type { LoginLimiter } from '../auth/loginLimiter';
import type { ServerConfig } from '../config';
import type { Database, Employee } from '../db/types';

export interface Services {
  db: Kysely<Database>;
  config: ServerConfig;
  loginLimiter: LoginLimiter;
  now: () => Date;
}

export interface AppEnv {
  Variables: { services: Services; employee: Employee };
}
