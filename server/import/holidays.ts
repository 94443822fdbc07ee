import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { HolidayImportPreview } from '../../src/contract/hr';
import type { Holiday, HolidayKind } from '../../src/contract/shifts';
import { HOLIDAY_KIND_LABELS } from '../../src/domain/shifts';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/types';
import { duplicates, type ImportProblem, ImportRefused, type TableRecord, validateRecords } from './csvRows';
import { optionalDate, text } from './fields';
import { requireOpenDays } from '../periods/periodState';

/** A kind as written in the file: its code or its label, in any case; empty is a national holiday. */
const KIND_WORDS = new Map<string, HolidayKind>(
  (Object.entries(HOLIDAY_KIND_LABELS) as [HolidayKind, string][]).flatMap(([kind, label]) => [
    [kind, kind],
    [label.toLowerCase(), kind],
    [kind.replace('_', ' '), kind],
  ]),
);
KIND_WORDS.set('nasional', 'national');
KIND_WORDS.set('perusahaan', 'company');

const HolidayRowSchema = v.object({
  date: v.pipe(optionalDate('date'), v.check((date) => date !== undefined, 'date wajib diisi.'), v.transform((date) => date!)),
  name: v.pipe(text('name'), v.maxLength(100, 'name paling banyak 100 karakter.')),
  kind: v.pipe(
    v.optional(v.string(), ''),
    v.transform((word) => (word.trim() === '' ? 'national' : KIND_WORDS.get(word.trim().toLowerCase()))),
    v.check((kind) => kind !== undefined, 'kind harus Libur nasional, Cuti bersama atau Libur perusahaan.'),
    v.transform((kind) => kind!),
  ),
});

/** Column names in Indonesian are read as the import's own (docs/import.md, "Holidays"). */
const HOLIDAY_COLUMNS = { required: ['date', 'name'], optional: ['kind'], aliases: { tanggal: 'date', nama: 'name', jenis: 'kind' }, wordsInFile: false } as const;

type HolidayPlan = Omit<HolidayImportPreview, 'problems'>;

/**
 * What importing the file would do to the year it names (docs/hr.md, "Holidays"): the file is the year's list of
 * national holidays and cuti bersama, so those of that year it leaves out are removed; a company holiday stays unless
 * the file names its date. Every problem of the file, by line.
 */
async function planImport(db: Kysely<Database>, records: TableRecord[]): Promise<{ plan: HolidayPlan; problems: ImportProblem[] }> {
  const { rows, problems } = validateRecords(records, HolidayRowSchema, HOLIDAY_COLUMNS);
  problems.push(...duplicates(rows, (row) => row.date, 'Tanggal'));
  const years = [...new Set(rows.map((row) => row.value.date.slice(0, 4)))].sort();
  if (years.length > 1) problems.push({ line: 0, message: `Berkas berisi lebih dari satu tahun (${years.join(', ')}): impor satu tahun setiap kali.` });
  const year = years.length === 1 ? Number(years[0]) : null;
  const standing: Holiday[] = year === null ? [] : ((await db.selectFrom('holidays').select(['date', 'name', 'kind']).where('date', '>=', `${year}-01-01`).where('date', '<=', `${year}-12-31`).orderBy('date').execute()) as Holiday[]);
  const byDate = new Map(standing.map((holiday) => [holiday.date, holiday]));
  const named = new Set(rows.map((row) => row.value.date));
  const holidays = rows
    .map(({ value }) => {
      const before = byDate.get(value.date);
      const change = !before ? 'new' : before.name === value.name && before.kind === value.kind ? 'same' : 'changed';
      return { ...value, change } as const;
    })
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    plan: {
      year,
      rows: rows.length,
      created: holidays.filter((holiday) => holiday.change === 'new').length,
      updated: holidays.filter((holiday) => holiday.change === 'changed').length,
      holidays,
      removed: standing.filter((holiday) => holiday.kind !== 'company' && !named.has(holiday.date)),
    },
    problems: [...problems].sort((a, b) => a.line - b.line),
  };
}

/** The preview: nothing written. */
export async function previewHolidayImport(db: Kysely<Database>, records: TableRecord[]): Promise<HolidayImportPreview> {
  const { plan, problems } = await planImport(db, records);
  return { ...plan, problems };
}

/** The whole file or nothing, in one transaction, audited as one entry with every date it added, changed or removed. */
export async function importHolidays(db: Kysely<Database>, records: TableRecord[], actorId: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const { plan, problems } = await planImport(trx, records);
    if (problems.length > 0) throw new ImportRefused(problems);
    const changes = plan.holidays.filter((holiday) => holiday.change !== 'same');
    // A closed period's days keep the calendar they were paid by (docs/hr.md, "Periods").
    for (const { date } of [...changes, ...plan.removed]) await requireOpenDays(trx, date, date);
    if (plan.removed.length > 0) await trx.deleteFrom('holidays').where('date', 'in', plan.removed.map((holiday) => holiday.date)).execute();
    for (const { date, name, kind } of changes) {
      await trx
        .insertInto('holidays')
        .values({ date, name, kind })
        .onConflict((conflict) => conflict.column('date').doUpdateSet({ name, kind }))
        .execute();
    }
    await recordAudit(
      trx,
      {
        actorId,
        action: 'holiday.import',
        entity: 'holiday',
        entityId: String(plan.year),
        before: { removed: plan.removed.map((holiday) => holiday.date) },
        after: { created: plan.created, updated: plan.updated, removed: plan.removed.length, date: changes.map((holiday) => holiday.date) },
      },
      now,
    );
    return { created: plan.created, updated: plan.updated, removed: plan.removed.length };
  });
}
