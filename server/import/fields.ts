import * as v from 'valibot';
import { addDays } from '../../src/contract/calendar';
import { parseTypedDate } from '../../src/format/indonesian';

/** Field rules shared by the admin command's options and the columns of its import files. */
export const text = (label: string) => v.pipe(v.optional(v.string(`${label} wajib diisi.`), ''), v.trim(), v.minLength(1, `${label} wajib diisi.`));

export const optionalText = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.transform((value) => value || undefined),
);

/** Text a cell may leave empty (none), of at most `max` characters. */
export const optionalTextUpTo = (label: string, max: number) =>
  v.pipe(optionalText, v.check((value) => value === undefined || value.length <= max, `${label} maksimal ${max} karakter.`));

/** A whole number a cell may leave empty (none), from min to max. */
export const optionalWholeNumber = (label: string, min: number, max: number) =>
  v.pipe(
    optionalText,
    v.check((value) => value === undefined || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max), `${label}: angka ${min} sampai ${max}.`),
    v.transform((value) => (value === undefined ? undefined : Number(value))),
  );

export const numberText = (label: string, min: number, max: number) =>
  v.pipe(
    text(label),
    v.transform(Number),
    v.number(`${label} harus berupa angka.`),
    v.check((n) => Number.isFinite(n) && n >= min && n <= max, `${label} harus antara ${min} dan ${max}.`),
  );

/** Excel keeps a date as days since 30 December 1899; an XLSX read without its styles gives that number. */
const EXCEL_SERIAL = /^\d{5}$/;
const fromExcelSerial = (serial: string) => addDays('1899-12-30', Number(serial));

/**
 * A date cell as people write it (24/11/2026, 24 November 2026, 2026-11-24) or as an XLSX date cell holds it, as
 * yyyy-mm-dd; empty is none.
 */
export const optionalDate = (label: string) =>
  v.pipe(
    optionalText,
    v.transform((text) => (text === undefined ? undefined : EXCEL_SERIAL.test(text) ? fromExcelSerial(text) : parseTypedDate(text))),
    v.check((value) => value !== null, `${label} bukan tanggal: tulis seperti 24/11/2026 atau 24 November 2026.`),
    v.transform((value) => value ?? undefined),
  );

export const date = (label: string) => v.pipe(text(label), v.isoDate(`${label} harus berformat yyyy-mm-dd.`));

export const username = (label: string) =>
  v.pipe(text(label), v.toLowerCase(), v.regex(/^[a-z0-9._-]{3,40}$/, `${label}: 3-40 huruf kecil, angka, titik, garis bawah atau strip.`));

export const PASSWORD_MIN_LENGTH = 8;
export const password = (label: string) =>
  v.pipe(v.string(`${label} wajib diisi.`), v.minLength(PASSWORD_MIN_LENGTH, `${label} minimal ${PASSWORD_MIN_LENGTH} karakter.`), v.maxLength(200, `${label} maksimal 200 karakter.`));

export const positionLevel = (label: string) => v.pipe(numberText(label, 1, 10), v.integer(`${label} harus bilangan bulat.`));

export const latitude = (label: string) => numberText(label, -90, 90);
export const longitude = (label: string) => numberText(label, -180, 180);
export const radius = (label: string) => v.pipe(numberText(label, 10, 5000), v.transform(Math.round));
