import { configFromEnv } from './config';
import { DEMO_ACCOUNTS } from './seed/demo';
import { startServer } from './server';

const config = configFromEnv();
const running = await startServer(config);
const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite di ${config.dataDir}`;
console.log(`Absensi berjalan di ${running.url}  (database: ${database})`);
if (config.seedDemo) {
  console.log('Akun demo:');
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.username} / ${account.password}  (${account.role})`);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void running.close().then(() => process.exit(0)));
}
