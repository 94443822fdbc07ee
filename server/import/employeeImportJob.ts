import type { Kysely, Updateable } from 'kysely';
import type { ImportJob, ImportProblem } from '../../src/contract/hr';
import { importSecondsLeft } from '../../src/domain/hrConsole';
import { HR_MESSAGES } from '../../src/domain/roles';
import type { Actor } from '../access/authority';
import { isUniqueViolation } from '../db/errors';
import type { Database, ImportJobTable } from '../db/types';
import { NO_PHOTO_KEYS, type PhotoKeys, seal, unseal } from '../files/sealing';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { ImportRefused, type TableRecord } from './csvRows';
import { checkEmployeeImport, type CheckedEmployeeImport, ImportStopped, writeEmployeeImport } from './employees';

/** A running job whose progress has not moved for this long was left by a process that stopped: it failed. */
const ABANDONED_MS = 5 * 60 * 1000;
/** The generated passwords of a finished import are kept this long at most when nobody dismisses them. */
const PASSWORDS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** Progress is written about this many times over a whole file (each write also says the job is alive). */
const PROGRESS_WRITES = 100;

/**
 * Starts committing an employee table in the background (docs/hr.md, "Import"): every problem that needs no hashing
 * refuses it at once (ImportRefused); then the job runs on in this process, whoever watches, and is read with
 * `importJobOf`. One import runs at a time in the company (409).
 */
export async function startEmployeeImport(services: Services, records: TableRecord[], importer: Actor): Promise<ImportJob> {
  const { db, now } = services;
  const checked = await checkEmployeeImport(db, records, importer);
  await failAbandoned(db, now());
  const at = now().toISOString();
  let id: number;
  try {
    id = (
      await db
        .insertInto('import_jobs')
        .values({ started_by: importer.id, status: 'running', total: checked.rows.length, done: 0, started_at: at, heartbeat_at: at, finished_at: null, message: null, created: 0, updated: 0, problems: null, passwords: null, dismissed_at: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, HR_MESSAGES.importRunning);
    throw error;
  }
  services.runInBackground((stopped) => runJob(services, id, checked, importer, stopped));
  return (await importJobOf(services, importer.id))!;
}

async function runJob(services: Services, id: number, checked: CheckedEmployeeImport, importer: Actor, stopped: () => boolean) {
  const { db, now } = services;
  const total = checked.rows.length;
  const step = Math.max(1, Math.ceil(total / PROGRESS_WRITES));
  let written = 0;
  const progress = async (done: number) => {
    if (done - written < step && done < total) return;
    written = done;
    await db.updateTable('import_jobs').set({ done, heartbeat_at: now().toISOString() }).where('id', '=', id).execute();
  };
  const finish = (values: Updateable<ImportJobTable>) =>
    db.updateTable('import_jobs').set({ ...values, finished_at: now().toISOString() }).where('id', '=', id).where('status', '=', 'running').execute();
  try {
    const result = await writeEmployeeImport(db, checked, now(), importer, { progress, stopped });
    await finish({
      status: 'done',
      done: total,
      message: HR_MESSAGES.imported(result.created, result.updated),
      created: result.created,
      updated: result.updated,
      passwords: result.generated.length > 0 ? sealedText(JSON.stringify(result.generated), services.config.photoKeys) : null,
    });
  } catch (error) {
    await finish({ status: 'failed', ...failure(error) });
  }
}

function failure(error: unknown): Pick<ImportJobTable, 'message' | 'problems'> {
  if (error instanceof ImportRefused) return { message: HR_MESSAGES.importRefused(error.problems.length), problems: JSON.stringify(error.problems) };
  if (error instanceof ImportStopped) return { message: HR_MESSAGES.importStopped, problems: null };
  if (isUniqueViolation(error)) return { message: HR_MESSAGES.importChanged, problems: null };
  console.error('Impor pegawai gagal:', error);
  return { message: HR_MESSAGES.importBroken, problems: null };
}

/** Running jobs left by a process that stopped: failed, nothing written (their transaction never committed). */
async function failAbandoned(db: Kysely<Database>, now: Date) {
  await db
    .updateTable('import_jobs')
    .set({ status: 'failed', message: HR_MESSAGES.importStopped, finished_at: now.toISOString() })
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', abandonedBefore(now))
    .execute();
}

const abandonedBefore = (now: Date) => new Date(now.getTime() - ABANDONED_MS).toISOString();
const isAbandoned = (heartbeat: string, now: Date) => heartbeat < abandonedBefore(now);

/** The latest import this clerk started and has not dismissed, with its progress or result; null when none. */
export async function importJobOf(services: Services, employeeId: number): Promise<ImportJob | null> {
  const { db, now } = services;
  const latest = () => db.selectFrom('import_jobs').selectAll().where('started_by', '=', employeeId).where('dismissed_at', 'is', null).orderBy('id', 'desc').limit(1).executeTakeFirst();
  let job = await latest();
  if (!job) return null;
  // Read every second while it runs: a write only for a job whose process stopped.
  if (job.status === 'running' && isAbandoned(job.heartbeat_at, now())) {
    await failAbandoned(db, now());
    job = (await latest())!;
  }
  const running = job.status === 'running';
  return {
    status: job.status as ImportJob['status'],
    total: job.total,
    done: job.done,
    started_at: job.started_at,
    finished_at: job.finished_at,
    seconds_left: running ? importSecondsLeft(job.total, job.done, now().getTime() - Date.parse(job.started_at)) : null,
    message: job.message,
    created: job.created,
    updated: job.updated,
    problems: job.problems === null ? [] : (JSON.parse(job.problems) as ImportProblem[]),
    passwords: job.passwords === null ? [] : (JSON.parse(openedText(job.passwords, services.config.photoKeys)) as ImportJob['passwords']),
  };
}

/** The clerk has read the result: it is shown no more, and the passwords it held are forgotten. */
export async function dismissImportJob(services: Services, employeeId: number): Promise<void> {
  const job = await importJobOf(services, employeeId);
  if (job?.status === 'running') throw new ApiError(409, HR_MESSAGES.importStillRunning);
  await services.db
    .updateTable('import_jobs')
    .set({ dismissed_at: services.now().toISOString(), passwords: null })
    .where('started_by', '=', employeeId)
    .where('dismissed_at', 'is', null)
    .where('status', '!=', 'running')
    .execute();
}

/** Generated passwords nobody dismissed are forgotten a week after their import (the employees change them anyway). */
export async function forgetImportPasswords(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .updateTable('import_jobs')
    .set({ passwords: null })
    .where('passwords', 'is not', null)
    .where('finished_at', '<', new Date(now.getTime() - PASSWORDS_KEPT_MS).toISOString())
    .execute();
}

const sealedText = (text: string, keys: PhotoKeys | undefined) => (keys?.current ? Buffer.from(seal(Buffer.from(text), keys.current)).toString('base64') : text);

/** Plain JSON starts with '['; anything else is sealed bytes in base64. */
const openedText = (stored: string, keys: PhotoKeys | undefined) =>
  stored.startsWith('[') ? stored : Buffer.from(unseal(Buffer.from(stored, 'base64'), keys ?? NO_PHOTO_KEYS)).toString();
