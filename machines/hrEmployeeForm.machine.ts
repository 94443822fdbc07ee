import { assertEvent, assign, emit, setup } from 'xstate';
import * as v from 'valibot';
import { type HrEmployee, type HrEmployeeRequestInput, HrEmployeeRequestSchema, type HrEmployeeSaved } from '../src/contract/hr';
import { PERSONAL_FIELDS, type PersonalFields, type PersonalFieldsInput } from '../src/contract/personalFields';
import type { Role } from '../src/contract/session';
import { CONSOLE_TEXTS, type ImageFile } from '../src/domain/hrConsole';
import { HR_MESSAGES } from '../src/domain/roles';
import { formEditing, formEnd, formFrame, type FormState, formTailActions, type FormTailEvent, formTailGuards, formTypes, NOTHING_SAID, saveFailure } from './formTail';
import { unprovided } from './unprovided';
import { BUTTON } from '../src/domain/flow';

/** What HR types; the dates as yyyy-mm-dd from the date fields, '' for none. */
export type EmployeeField = 'username' | 'name' | 'nup' | 'position' | 'position_level' | 'department' | 'start_date' | 'end_date';

/** A field of Informasi Data Diri, typed as text; dates as yyyy-mm-dd from the date fields, '' for none. */
export type PersonalField = keyof PersonalFields;

export interface HrEmployeeFormContext extends FormState {
  id: number | null;
  /** Every problem 'Simpan' found, at its field; an edit of a field clears its own. */
  problems: Partial<Record<FormField, string>>;
  fields: Record<EmployeeField, string>;
  /** Informasi Data Diri as typed; null: the form was opened without it, and the save leaves it as it is. */
  personal: Record<PersonalField, string> | null;
  officeIds: number[];
  supervisorId: number | null;
  /** A weekly schedule (null: the default one) or a roster. */
  scheduleId: number | null;
  rosterId: number | null;
  role: Role;
  fieldStaff: boolean;
  /** The department is a new one, typed; otherwise chosen from the list. */
  addingDepartment: boolean;
  photo: ImageFile | null;
  password: string | null;
  /** A new account's one-time code for its first phone, shown once with the password (docs/passkeys.md). */
  enrolmentCode: HrEmployeeSaved['enrolment_code'];
}

/** The typed number of children as a number ('' none; anything else not a number, which the schema names). */
const childrenOf = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

const personalOf = (texts: Record<PersonalField, string>): PersonalFieldsInput => ({ ...texts, dependent_children: childrenOf(texts.dependent_children) });

const personalTexts = (fields: PersonalFields): Record<PersonalField, string> =>
  Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, String(fields[field] ?? '')])) as Record<PersonalField, string>;

const requestOf = (context: HrEmployeeFormContext): HrEmployeeRequestInput => ({
  ...(context.id === null && { username: context.fields.username }),
  name: context.fields.name,
  nup: context.fields.nup,
  position: context.fields.position,
  position_level: /^\d+$/.test(context.fields.position_level.trim()) ? Number(context.fields.position_level) : Number.NaN,
  department: context.fields.department,
  office_ids: context.officeIds,
  supervisor_id: context.supervisorId,
  schedule_id: context.rosterId === null ? context.scheduleId : null,
  roster_id: context.rosterId,
  role: context.role,
  field_staff: context.fieldStaff,
  start_date: context.fields.start_date,
  end_date: context.fields.end_date,
  ...(context.personal && { personal: personalOf(context.personal) }),
});

/** Where a problem is shown: a field of the form. */
export type FormField = EmployeeField | PersonalField | 'office_ids' | 'supervisor_id' | 'schedule_id' | 'roster_id' | 'role';

/** Every problem of the form at once, the first of each field, in the form's order. */
const problemsOf = (context: HrEmployeeFormContext): Partial<Record<FormField, string>> => {
  // An existing employee's username is never empty: only a new one's can be.
  const problems: Partial<Record<FormField, string>> = context.fields.username.trim() ? {} : { username: HR_MESSAGES.usernameRequired };
  const result = v.safeParse(HrEmployeeRequestSchema, requestOf(context));
  for (const issue of result.issues ?? []) {
    // Every issue of the request names its field (the end date's check is forwarded to it).
    const [top, inner] = issue.path!;
    problems[(top.key === 'personal' ? inner!.key : top.key) as FormField] ??= issue.message;
  }
  return problems;
};

/** The server's refusals that belong to one field. */
const REFUSED_FIELD: Record<string, FormField> = { [HR_MESSAGES.usernameTaken]: 'username', [HR_MESSAGES.nupTaken]: 'nup' };

export type HrEmployeeFormEvent =
  | { type: 'field.edit'; field: EmployeeField; value: string }
  | { type: 'personal.edit'; field: PersonalField; value: string }
  | { type: 'office.toggle'; id: number }
  | { type: 'supervisor.choose'; id: number | null }
  | { type: 'plan.choose'; scheduleId: number | null; rosterId: number | null }
  | { type: 'role.choose'; role: Role }
  | { type: 'fieldStaff.set'; value: boolean }
  | { type: 'photo.choose'; photo: ImageFile | null }
  /** A department from the company's list ('' none). */
  | { type: 'department.choose'; name: string }
  /** 'Tambah bagian baru': the name is typed (`field.edit` of `department`), so a new one is never made by a typo in the list. */
  | { type: 'department.add' }
  | FormTailEvent;

/** Creating or editing an employee, with a profile photo: checked, saved, then the photo; 'Batal' from every step. */
export const hrEmployeeFormMachine = setup({
  types: formTypes<HrEmployeeFormContext, HrEmployeeFormEvent, { type: 'employees.changed' }, { employee: HrEmployee | null; personal?: PersonalFields }>(),
  actors: {
    saveEmployee: unprovided<HrEmployeeSaved, { id: number | null; employee: HrEmployeeRequestInput }>('saveEmployee'),
    uploadPhoto: unprovided<HrEmployeeSaved, { id: number; image: ImageFile }>('uploadPhoto'),
  },
  guards: {
    ...formTailGuards,
    isValid: ({ context }) => Object.keys(problemsOf(context)).length === 0,
    hasPhoto: ({ context }) => context.photo !== null,
  },
  actions: {
    /** The saved employee's id; a new account's password and phone code are kept from the first save (a retry edits). */
    keepSaved: assign(({ context }, saved: HrEmployeeSaved) => ({
      id: saved.employee.id,
      password: context.password ?? saved.password,
      enrolmentCode: context.enrolmentCode ?? saved.enrolment_code,
      message: saved.message,
    })),
    edit: assign(({ context, event }) => {
      assertEvent(event, ['field.edit', 'office.toggle', 'supervisor.choose', 'plan.choose', 'role.choose', 'fieldStaff.set', 'photo.choose', 'department.choose', 'department.add']);
      const changes: Partial<HrEmployeeFormContext> = { error: null };
      const cleared = (...fields: FormField[]) => (changes.problems = Object.fromEntries(Object.entries(context.problems).filter(([field]) => !fields.includes(field as FormField))));
      if (event.type === 'field.edit') {
        changes.fields = { ...context.fields, [event.field]: event.value };
        // The end date is checked against the start: a change of either may mend it.
        cleared(event.field, ...(event.field === 'start_date' ? (['end_date'] as const) : []));
      }
      if (event.type === 'office.toggle') {
        changes.officeIds = context.officeIds.includes(event.id) ? context.officeIds.filter((id) => id !== event.id) : [...context.officeIds, event.id];
        cleared('office_ids');
      }
      if (event.type === 'supervisor.choose') {
        changes.supervisorId = event.id;
        cleared('supervisor_id');
      }
      if (event.type === 'plan.choose') {
        Object.assign(changes, { scheduleId: event.scheduleId, rosterId: event.rosterId });
        cleared('schedule_id', 'roster_id');
      }
      if (event.type === 'department.choose') {
        Object.assign(changes, { fields: { ...context.fields, department: event.name }, addingDepartment: false });
        cleared('department');
      }
      if (event.type === 'department.add') Object.assign(changes, { fields: { ...context.fields, department: '' }, addingDepartment: true });
      if (event.type === 'role.choose') changes.role = event.role;
      if (event.type === 'fieldStaff.set') changes.fieldStaff = event.value;
      if (event.type === 'photo.choose') changes.photo = event.photo;
      return changes;
    }),
    editPersonal: assign(({ context, event }) => {
      assertEvent(event, 'personal.edit');
      const { [event.field]: _mended, ...problems } = context.problems;
      return { personal: { ...context.personal!, [event.field]: event.value }, error: null, problems };
    }),
    showProblem: assign(({ context }) => {
      const problems = problemsOf(context);
      return { error: Object.values(problems)[0] ?? null, problems };
    }),
    ...formTailActions<HrEmployeeFormContext, HrEmployeeFormEvent>(CONSOLE_TEXTS.saveFailed),
    /** A refusal that names a field (a username or NUP already used) is said at it too. */
    showRefusalAtField: assign(({ context }) => {
      const field = context.error === null ? undefined : REFUSED_FIELD[context.error];
      return field ? { problems: { ...context.problems, [field]: context.error! } } : {};
    }),
    announceChange: emit({ type: 'employees.changed' as const }),
  },
}).createMachine({
  id: 'hrEmployeeForm',
  context: ({ input }) => {
    const employee = input.employee;
    return {
      id: employee?.id ?? null,
      problems: {},
      fields: {
        username: employee?.username ?? '',
        name: employee?.name ?? '',
        nup: employee?.nup ?? '',
        position: employee?.position ?? '',
        position_level: employee ? String(employee.position_level) : '3',
        department: employee?.department ?? '',
        start_date: employee?.start_date ?? '',
        end_date: employee?.end_date ?? '',
      },
      personal: input.personal === undefined ? null : personalTexts(input.personal),
      officeIds: employee?.offices.map((office) => office.id) ?? [],
      supervisorId: employee?.supervisor?.id ?? null,
      scheduleId: employee?.schedule_id ?? null,
      rosterId: employee?.roster_id ?? null,
      role: employee?.role ?? 'employee',
      fieldStaff: employee?.field_staff ?? false,
      addingDepartment: false,
      photo: null,
      password: null,
      enrolmentCode: null,
      ...NOTHING_SAID,
    };
  },
  ...formFrame,
  states: {
    editing: formEditing({
      'field.edit': { actions: 'edit' },
      'office.toggle': { actions: 'edit' },
      'supervisor.choose': { actions: 'edit' },
      'plan.choose': { actions: 'edit' },
      'role.choose': { actions: 'edit' },
      'fieldStaff.set': { actions: 'edit' },
      'photo.choose': { actions: 'edit' },
      'department.choose': { actions: 'edit' },
      'department.add': { actions: 'edit' },
      'personal.edit': { actions: 'editPersonal' },
    }),
    saving: {
      tags: ['busy'],
      meta: { cancelLabel: BUTTON.cancel, busyText: 'Menyimpan pegawai...' },
      invoke: {
        id: 'saveEmployee',
        src: 'saveEmployee',
        input: ({ context }) => ({ id: context.id, employee: requestOf(context) }),
        onDone: [
          {
            guard: 'hasPhoto',
            target: 'uploadingPhoto',
            actions: { type: 'keepSaved', params: ({ event }) => event.output },
          },
          {
            target: 'done',
            actions: [{ type: 'keepSaved', params: ({ event }) => event.output }, 'announceChange'],
          },
        ],
        onError: [saveFailure[0], { ...saveFailure[1], actions: ['showCallFailure', 'showRefusalAtField'] }],
      },
    },
    uploadingPhoto: {
      tags: ['busy'],
      meta: { cancelLabel: BUTTON.cancel, busyText: 'Mengunggah foto...' },
      invoke: {
        id: 'uploadPhoto',
        src: 'uploadPhoto',
        input: ({ context }) => ({ id: context.id!, image: context.photo! }),
        onDone: { target: 'done', actions: [assign({ photo: null }), 'announceChange'] },
        // The employee is saved already: the list hears of it whatever happens to the photo.
        onError: saveFailure.map((transition) => ({ ...transition, actions: [transition.actions, 'announceChange'] as const })),
      },
    },
    ...formEnd,
  },
});
