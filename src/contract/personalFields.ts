/** Informasi Data Diri (docs/product.md §3): the fields HR keeps and an employee may ask to correct. */
import * as v from 'valibot';
import { calendarDate } from './shifts';

/** A date a form may leave empty: '' or null is none. */
export const optionalCalendarDate = (label: string) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((text) => text || null),
    v.nullable(calendarDate(label)),
  );

const personalText = (label: string, max: number) =>
  v.pipe(v.optional(v.nullable(v.string(`${label} harus berupa teks.`)), ''), v.transform((text) => text ?? ''), v.trim(), v.maxLength(max, `${label} maksimal ${max} karakter.`));

/** Every field of Informasi Data Diri (docs/product.md §3) as HR fills it: '' or null is not known. */
export const PersonalFieldsSchema = v.object({
  birth_place: personalText('Tempat lahir', 100),
  birth_date: optionalCalendarDate('Tanggal lahir'),
  contact: personalText('Kontak', 100),
  address: personalText('Alamat', 300),
  married_status: personalText('Status pernikahan', 50),
  blood_type: personalText('Golongan darah', 5),
  religion: personalText('Agama', 50),
  last_education: personalText('Pendidikan terakhir', 100),
  entry_date: optionalCalendarDate('Tanggal masuk'),
  grade: personalText('Golongan', 50),
  grade_date: optionalCalendarDate('TMT golongan'),
  dependent_children: v.pipe(
    v.optional(v.nullable(v.number('Jumlah anak tanggungan harus angka.')), null),
    v.check((value) => value === null || (Number.isInteger(value) && value >= 0 && value <= 20), 'Jumlah anak tanggungan: angka 0 sampai 20.'),
  ),
});
export type PersonalFields = v.InferOutput<typeof PersonalFieldsSchema>;
export type PersonalFieldsInput = v.InferInput<typeof PersonalFieldsSchema>;
export const PERSONAL_FIELDS = Object.keys(PersonalFieldsSchema.entries) as (keyof PersonalFields)[];
/** A new employee's: nothing known yet. */
export const EMPTY_PERSONAL_FIELDS: PersonalFields = {
  birth_place: '', birth_date: null, contact: '', address: '', married_status: '', blood_type: '', religion: '', last_education: '', entry_date: null, grade: '', grade_date: null, dependent_children: null,
};
