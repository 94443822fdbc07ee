import type { PersonalField } from '../../contract/personalChanges';
import { personalFieldKind } from '../../domain/personalChanges';
import { fieldDate } from '../../format/indonesian';

/** A field's value as a person reads it: a date in words, '-' when not known. */
export const personalValueText = (field: PersonalField, value: string | null) =>
  value === null || value === '' ? '-' : personalFieldKind(field) === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? fieldDate(value) : value;
