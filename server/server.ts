import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { DEFAULT_LOGIN_LIMITS, LoginLimiter, type LoginLimits } from './auth/loginLimiter';
import type { ServerConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import type { Services } from './http/context';
import { isDatabaseEmpty, seedDemo } from './seed/demo';

export interface RunningServer {
  url: string;
  services: Services;
  seeded: boolean;
  close(): Promise<void>;
}

/** Opens and migrates the database, seeds the demo on an empty one when asked, and listens. */
export async function startServer(
  config: ServerConfig,
  options: { loginLimits?: LoginLimits; now?: () => Date; hostname?: string } = {},
): Promise<RunningServer> {
  const database = openDatabase(config);
  await migrateToLatest(database.db, database.dialect);
  const now = options.now ?? (() => new Date());
  const seeded = config.seedDemo && (await isDatabaseEmpty(database.db));
  if (seeded) await seedDemo(database.db, config.dataDir, now());

  const services: Services = {
    db: database.db,
    config,
    loginLimiter: new LoginLimiter(options.loginLimits ?? DEFAULT_LOGIN_LIMITS),
    now,
  };
  const app = createApp(services);
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const server = serve({ fetch: app.fetch, port: config.port, hostname: options.hostname }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    );
  });
  return {
    url: `http://${options.hostname ?? 'localhost'}:${port}`,
    services,
    seeded,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
