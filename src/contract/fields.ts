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
