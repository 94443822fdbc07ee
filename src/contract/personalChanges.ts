/** Personal data change requests (docs/privacy.md, "Corrections"): an employee asks HR to correct a field of Informasi Data Diri. */
import * as v from 'valibot';
import { nullableText, recordId, requiredText } from './fields';
import { PERSONAL_FIELDS, type PersonalFields, PersonalFieldsSchema } from './personalFields';
import { approvalDecision } from './schemas';

export type PersonalField = keyof PersonalFields;

export const PERSONAL_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type PersonalChangeStatus = (typeof PERSONAL_CHANGE_STATUSES)[number];

export const PERSONAL_CHANGE_MESSAGES = {
  field: 'Pilih data yang ingin diubah.',
  value: 'Isi data yang benar.',
  number: 'Tulis jumlahnya dengan angka, misalnya 2.',
  reason: 'Alasan wajib diisi.',
} as const;

/** A field's value as a request carries it: text as typed, a date as yyyy-mm-dd, a number as digits; null when not known. */
export const valueText = (value: PersonalFields[PersonalField]): string | null => (value === null || value === '' ? null : String(value));

/**
 * The value the employee typed, read by the field's own rule (the one HR's form uses): the column's value, or the
 * problem in words.
 */
export function personalValueOf(field: PersonalField, text: string): { value: string | number } | { problem: string } {
  const typed = text.trim();
  if (typed === '') return { problem: PERSONAL_CHANGE_MESSAGES.value };
  if (field === 'dependent_children' && !/^\d{1,3}$/.test(typed)) return { problem: PERSONAL_CHANGE_MESSAGES.number };
  const result = v.safeParse(PersonalFieldsSchema.entries[field], field === 'dependent_children' ? Number(typed) : typed);
  if (!result.success) return { problem: result.issues[0].message };
  return { value: result.output as string | number };
}

/** What the employee sends: which field, its right value, and why. */
export const PersonalChangeInputSchema = v.pipe(
  v.object({
    field: v.optional(v.picklist(PERSONAL_FIELDS, PERSONAL_CHANGE_MESSAGES.field), '' as PersonalField),
    new_value: v.pipe(v.optional(v.string(PERSONAL_CHANGE_MESSAGES.value), ''), v.maxLength(300, 'Maksimal 300 karakter.')),
    reason: requiredText(PERSONAL_CHANGE_MESSAGES.reason, 500),
  }),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const read = personalValueOf(dataset.value.field, dataset.value.new_value);
      if ('problem' in read) addIssue({ message: read.problem });
    }),
    ['new_value'],
  ),
);
export type PersonalChangeInput = v.InferInput<typeof PersonalChangeInputSchema>;
export type PersonalChangeBody = v.InferOutput<typeof PersonalChangeInputSchema>;

const requestFacts = {
  id: v.number(),
  field: v.picklist(PERSONAL_FIELDS),
  /** The field's value when asked (as `valueText` writes it), null when it was not known. */
  old_value: nullableText,
  new_value: v.string(),
  reason: v.string(),
  created_at: v.string(),
};

/** One of the employee's own requests. */
export const OwnPersonalChangeSchema = v.object({
  ...requestFacts,
  status: v.picklist(PERSONAL_CHANGE_STATUSES),
  decision_note: nullableText,
  decided_at: nullableText,
});
export type OwnPersonalChange = v.InferOutput<typeof OwnPersonalChangeSchema>;

/** The form's starting point (each field's value now) and the employee's requests, newest first. */
export const PersonalChangesSchema = v.object({
  current: v.record(v.picklist(PERSONAL_FIELDS), nullableText),
  requests: v.array(OwnPersonalChangeSchema),
});
export type PersonalChanges = v.InferOutput<typeof PersonalChangesSchema>;

/** A request waiting for HR, with whose it is and the field's value now (HR may have changed it since). */
export const HrPersonalChangeSchema = v.object({
  ...requestFacts,
  employee: v.object({ id: v.number(), name: v.string(), nup: v.string() }),
  current_value: nullableText,
});
export type HrPersonalChange = v.InferOutput<typeof HrPersonalChangeSchema>;
export const HrPersonalChangeListSchema = v.array(HrPersonalChangeSchema);

export const PersonalChangeIdSchema = v.object({ id: recordId('Id pengajuan wajib diisi.', 'Id pengajuan tidak valid.') });
export const PersonalChangeDecisionSchema = approvalDecision(PersonalChangeIdSchema.entries);
export type PersonalChangeDecision = v.InferInput<typeof PersonalChangeDecisionSchema>;

export const PersonalChangeAnswerSchema = v.object({ message: v.string() });
export type PersonalChangeAnswer = v.InferOutput<typeof PersonalChangeAnswerSchema>;
