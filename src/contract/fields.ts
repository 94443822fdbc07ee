/** Field rules shared by the contract's modules. */
import * as v from 'valibot';

/** A missing field reads as '' so that it gets the field's own message, as an empty one does. */
export const requiredText = (message: string, max = 255) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.minLength(1, message),
    v.maxLength(max, `Maksimal ${max} karakter.`),
  );

export const nullableText = v.nullish(v.string(), null);

/** position_level arrives as a number from this server and as text from some others. */
export const positionLevel = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform(Number),
);

/** The largest id a row can have on either database (PostgreSQL's `integer`, which `serial` keys are). */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A row's id as a body or query sends it: a whole number from 1 to MAX_RECORD_ID, as a JSON number or as digits.
 * Anything else (a fraction, an exponent, beyond the database's range) is refused here, before any query.
 */
export const recordId = (missing: string, invalid: string) =>
  v.pipe(
    v.union([v.pipe(v.string(missing), v.regex(/^[1-9]\d{0,9}$/, invalid)), v.pipe(v.number(missing), v.integer(invalid))], missing),
    v.transform(Number),
    v.minValue(1, invalid),
    v.maxValue(MAX_RECORD_ID, invalid),
  );

/** The note of a decision: optional, up to 500 characters (a rejection's is required where the decision is made). */
export const decisionNote = v.optional(v.pipe(v.string('Catatan harus berupa teks.'), v.trim(), v.maxLength(500, 'Maksimal 500 karakter.')), '');

/** A whole number a form field holds between `min` and `max`; empty reads as not a number. */
export const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(v.optional(v.number(`${label} harus angka.`), Number.NaN), v.check((value) => !Number.isNaN(value), `${label} harus angka.`), v.integer(`${label} harus bilangan bulat.`), v.minValue(min, `${label} minimal ${min}.`), v.maxValue(max, `${label} maksimal ${max}.`));

/** A stored file's id as the server makes it: 18 random bytes in base64url. */
export const FILE_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/**
 * A file id a payload may leave out: absent or null for none, else a well-formed id. '' and anything else are refused
 * with `message` (say what to do: upload again), before any query.
 */
export const optionalFileId = (message: string) => v.nullish(v.pipe(v.string(message), v.regex(FILE_ID_PATTERN, message)), null);
