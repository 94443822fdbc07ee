/**
 * Creating and editing an employee in the console (issue 39: "create, edit ... set the profile photo, supervisor,
 * offices, roster or schedule, role"; 'Batal' from every step), against the contract's messages and a table written
 * from the issue. Nothing expected is read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { HrEmployee, HrEmployeeSaved } from '../../src/contract/hr';
import type { PersonalFields } from '../../src/contract/personalFields';
import type { ImageFile } from '../../src/domain/hrConsole';
import { recordEmitted } from '../support/emitted';
import { formTailCases } from '../support/formTailCases';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let hrEmployeeFormMachine: typeof import('../../machines/hrEmployeeForm.machine').hrEmployeeFormMachine;
importInHook(() => import('../../machines/hrEmployeeForm.machine'), (module) => ({ hrEmployeeFormMachine } = module));

const MAYA: HrEmployee = {
  id: 19, username: 'maya.sari', nup: '19920506019', name: 'Maya Sari', position: 'Staf Penagihan', position_level: 3, department: 'Bagian Hubungan Langganan',
  offices: [{ id: 1, name: 'Kantor Pusat' }], supervisor: { id: 8, name: 'Dwi Haryanto' }, role: 'employee', active: true, field_staff: false, schedule_id: 1, roster_id: null, photo: null,
  start_date: '2019-02-01', end_date: null, face_consent: null, face_references: 0,
};
const CREATED: HrEmployeeSaved = { message: 'Pegawai ditambahkan.', employee: { ...MAYA, id: 40 }, password: 'Abcdefghijkl', enrolment_code: { code: 'ABCD-EFGH', expires_at: '2026-12-03T02:00:00.000Z' } };
const UPDATED: HrEmployeeSaved = { message: 'Data pegawai disimpan.', employee: MAYA, password: null, enrolment_code: null };
const PHOTO: ImageFile = { name: 'wajah.png', contentType: 'image/png', bytes: new Uint8Array([9]) };
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(employee: HrEmployee | null, saves: ScriptedAnswer<HrEmployeeSaved>[] = [], uploads: ScriptedAnswer<HrEmployeeSaved>[] = [], personal?: PersonalFields) {
  const save = scriptedCall(saves, { resolve: employee ? UPDATED : CREATED });
  const upload = scriptedCall(uploads, { resolve: UPDATED });
  const input = personal ? { employee, personal } : { employee };
  const actor = createActor(hrEmployeeFormMachine.provide({ actors: { saveEmployee: save.logic, uploadPhoto: upload.logic } as never }), { input, inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, saves: save.calls, uploads: upload.calls, emitted };
}

type Actor = ReturnType<typeof start>['actor'];
const fillNew = (actor: Actor) => {
  for (const [field, value] of [['username', 'wawan.setiadi'], ['name', 'Wawan Setiadi'], ['nup', 'BARU-0100'], ['position', 'Operator'], ['position_level', '2'], ['department', 'Bagian Produksi']] as const) {
    actor.send({ type: 'field.edit', field, value });
  }
};

describe('a new employee', () => {
  it('sends every choice (the first office the home one; a roster instead of a schedule), then the photo, and keeps the password', async () => {
    const { actor, saves, uploads, emitted } = start(null);
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Simpan', cancelLabel: 'Batal' });
    fillNew(actor);
    for (const id of [2, 1, 3, 3]) actor.send({ type: 'office.toggle', id });
    actor.send({ type: 'supervisor.choose', id: 12 });
    actor.send({ type: 'plan.choose', scheduleId: null, rosterId: 5 });
    actor.send({ type: 'role.choose', role: 'hr' });
    actor.send({ type: 'fieldStaff.set', value: true });
    actor.send({ type: 'photo.choose', photo: PHOTO });
    actor.send({ type: 'field.edit', field: 'start_date', value: '2026-12-01' });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().hasTag('busy'), metaOf(actor.getSnapshot())]).toEqual([true, { cancelLabel: 'Batal', busyText: 'Menyimpan pegawai...' }]);
    await settle();
    expect(saves.map((call) => call.input)).toEqual([
      {
        id: null,
        employee: { username: 'wawan.setiadi', name: 'Wawan Setiadi', nup: 'BARU-0100', position: 'Operator', position_level: 2, department: 'Bagian Produksi', office_ids: [2, 1], supervisor_id: 12, schedule_id: null, roster_id: 5, role: 'hr', field_staff: true, start_date: '2026-12-01', end_date: '' },
      },
    ]);
    await settle();
    expect(uploads.map((call) => call.input)).toEqual([{ id: 40, image: PHOTO }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message, actor.getSnapshot().context.password, emitted]).toEqual(['done', 'Pegawai ditambahkan.', 'Abcdefghijkl', [{ type: 'employees.changed' }]]);
    actor.send({ type: 'result.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'done' }]);
  });

  it('starts empty at level 3 on the default schedule, and without a photo is done after the save, with the password', async () => {
    const { actor, saves, uploads, emitted } = start(null);
    expect(actor.getSnapshot().context).toEqual({
      id: null,
      fields: { username: '', name: '', nup: '', position: '', position_level: '3', department: '', start_date: '', end_date: '' },
      personal: null,
      officeIds: [],
      supervisorId: null,
      scheduleId: null,
      rosterId: null,
      role: 'employee',
      fieldStaff: false,
      addingDepartment: false,
      photo: null,
      password: null,
      enrolmentCode: null,
      error: null,
      message: null,
      problems: {},
    });
    fillNew(actor);
    actor.send({ type: 'field.edit', field: 'position_level', value: ' 2 ' });
    // A roster wins over a schedule chosen with it.
    actor.send({ type: 'plan.choose', scheduleId: 3, rosterId: 5 });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(saves[0]!.input).toMatchObject({ employee: { position_level: 2, schedule_id: null, roster_id: 5 } });
    expect([uploads, actor.getSnapshot().value, actor.getSnapshot().context.id, actor.getSnapshot().context.password, actor.getSnapshot().context.message]).toEqual([[], 'done', 40, 'Abcdefghijkl', 'Pegawai ditambahkan.']);
    // The new account's phone code is shown with its password (issue 46: "printed on the new account's slip").
    expect(actor.getSnapshot().context.enrolmentCode).toEqual({ code: 'ABCD-EFGH', expires_at: '2026-12-03T02:00:00.000Z' });
    expect([metaOf(actor.getSnapshot()), emitted]).toEqual([{ confirmLabel: 'OK' }, [{ type: 'employees.changed' }]]);
  });

  it.each([
    [{ position_level: 'x2' }, 'Level jabatan harus angka.'],
    [{ position_level: '2x' }, 'Level jabatan harus angka.'],
    [{ username: ' ' }, 'Username wajib diisi.'],
    [{ name: '' }, 'Nama wajib diisi.'],
    [{ nup: '' }, 'NUP wajib diisi.'],
    [{ position: '' }, 'Jabatan wajib diisi.'],
    [{ position_level: 'tiga' }, 'Level jabatan harus angka.'],
    [{ position_level: '11' }, 'Level jabatan 1-10.'],
    [{ username: 'Ab' }, 'Username: 3-40 huruf kecil, angka, titik, garis bawah atau strip.'],
    [{ start_date: '2026-12-10', end_date: '2026-12-01' }, 'Tanggal berhenti tidak boleh sebelum tanggal mulai bekerja.'],
  ] as const)('%j is not sent: "%s", cleared by the next edit', (change, message) => {
    const { actor, saves } = start(null);
    fillNew(actor);
    for (const [field, value] of Object.entries(change)) actor.send({ type: 'field.edit', field: field as 'name', value });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, saves]).toEqual(['editing', message, []]);
    actor.send({ type: 'office.toggle', id: 1 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('retries a failed photo by saving again as an edit, keeping the first password', async () => {
    const { actor, saves, uploads, emitted } = start(null, [], [{ reject: { connection: true, message: null } }]);
    fillNew(actor);
    actor.send({ type: 'photo.choose', photo: PHOTO });
    actor.send({ type: 'form.submit' });
    await settle();
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, emitted]).toEqual(['failed', 'Gagal menyimpan. Coba lagi.', [{ type: 'employees.changed' }]]);
    actor.send({ type: 'flow.retry' });
    await settle();
    await settle();
    expect(saves[1]!.input).toMatchObject({ id: 40, employee: { nup: 'BARU-0100' } });
    expect((saves[1]!.input as { employee: object }).employee).not.toHaveProperty('username');
    expect([uploads.length, actor.getSnapshot().value, actor.getSnapshot().context.password]).toEqual([2, 'done', 'Abcdefghijkl']);
  });
});

describe('an existing employee', () => {
  it('starts from what they are, sends no username, and a schedule when no roster is chosen', async () => {
    const { actor, saves, uploads } = start(MAYA);
    expect(actor.getSnapshot().context).toMatchObject({
      id: 19, fields: { username: 'maya.sari', position_level: '3', start_date: '2019-02-01', end_date: '' }, officeIds: [1], supervisorId: 8, scheduleId: 1, rosterId: null, role: 'employee',
    });
    actor.send({ type: 'field.edit', field: 'position', value: 'Koordinator Penagihan' });
    actor.send({ type: 'field.edit', field: 'end_date', value: '2026-12-31' });
    actor.send({ type: 'supervisor.choose', id: null });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(saves[0]!.input).toEqual({
      id: 19,
      employee: { name: 'Maya Sari', nup: '19920506019', position: 'Koordinator Penagihan', position_level: 3, department: 'Bagian Hubungan Langganan', office_ids: [1], supervisor_id: null, schedule_id: 1, roster_id: null, role: 'employee', field_staff: false, start_date: '2019-02-01', end_date: '2026-12-31' },
    });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.password]).toEqual(['done', null]);
    expect(uploads).toEqual([]);
  });

  formTailCases({
    start: (answers) => {
      const { actor, saves, emitted } = start(MAYA, answers);
      return { actor, calls: saves, emitted };
    },
    fill: (actor) => actor.send({ type: 'field.edit', field: 'position', value: 'Koordinator Penagihan' }),
    generalFailure: 'Gagal menyimpan. Coba lagi.',
  });

  it('returns a refused photo to the form, the saved employee announced, and saves again as an edit', async () => {
    const { actor, saves, uploads, emitted } = start(MAYA, [], [{ reject: { connection: false, message: 'Foto tidak dapat dibaca.' } }]);
    actor.send({ type: 'photo.choose', photo: PHOTO });
    actor.send({ type: 'form.submit' });
    await settle();
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, emitted]).toEqual(['editing', 'Foto tidak dapat dibaca.', [{ type: 'employees.changed' }]]);
    actor.send({ type: 'form.submit' });
    await settle();
    await settle();
    expect([saves.length, uploads.length, actor.getSnapshot().value]).toEqual([2, 2, 'done']);
  });

  it("'Batal' while the photo uploads closes as done (the employee is saved) and stops the upload", async () => {
    const { actor, uploads } = start(MAYA, [], ['never']);
    actor.send({ type: 'photo.choose', photo: PHOTO });
    actor.send({ type: 'form.submit' });
    await settle();
    expect([actor.getSnapshot().value, metaOf(actor.getSnapshot()), actor.getSnapshot().hasTag('busy')]).toEqual(['uploadingPhoto', { cancelLabel: 'Batal', busyText: 'Mengunggah foto...' }, true]);
    actor.send({ type: 'flow.cancel' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output?.outcome]).toEqual(['done', 'done']);
    expect(uploads[0]!.aborted()).toBe(true);
  });
});

/**
 * Informasi Data Diri (issue 50: "HR can fill every field shown in Informasi Data Diri (new staff see '-' everywhere
 * today), in the employee form"): as the page shows them (docs/product.md §3), with the contract's limits.
 */
describe("an employee's Informasi Data Diri", () => {
  const NOTHING: PersonalFields = { birth_place: '', birth_date: null, contact: '', address: '', married_status: '', blood_type: '', religion: '', last_education: '', entry_date: null, grade: '', grade_date: null, dependent_children: null };
  const MAYA_PERSONAL: PersonalFields = { ...NOTHING, birth_place: 'Semarang', birth_date: '1992-05-06', contact: '081234567890', religion: 'Islam', entry_date: '2019-02-01', grade: 'B/2', dependent_children: 1 };
  const edit = (actor: Actor, field: keyof PersonalFields, value: string) => actor.send({ type: 'personal.edit', field, value });

  it('sends every field a new employee was given: texts trimmed by the server, dates as chosen, the children as a number', async () => {
    const { actor, saves } = start(null, [], [], NOTHING);
    fillNew(actor);
    for (const [field, value] of [['birth_place', 'Kendal'], ['birth_date', '1998-03-14'], ['contact', '0812 1111 2222'], ['address', 'Jl. Pemuda 12, Semarang'], ['married_status', 'Menikah'], ['blood_type', 'O'], ['religion', 'Katolik'], ['last_education', 'S1 Teknik Sipil'], ['entry_date', '2026-12-01'], ['grade', 'A/1'], ['grade_date', '2026-12-01'], ['dependent_children', '2']] as const) {
      edit(actor, field, value);
    }
    actor.send({ type: 'form.submit' });
    await settle();
    expect((saves[0]!.input as { employee: { personal: unknown } }).employee.personal).toEqual({
      birth_place: 'Kendal', birth_date: '1998-03-14', contact: '0812 1111 2222', address: 'Jl. Pemuda 12, Semarang', married_status: 'Menikah', blood_type: 'O', religion: 'Katolik',
      last_education: 'S1 Teknik Sipil', entry_date: '2026-12-01', grade: 'A/1', grade_date: '2026-12-01', dependent_children: 2,
    });
  });

  it("opens on what is known, sends it back as it was with one change, and a cleared number of children as none", async () => {
    const { actor, saves } = start(MAYA, [], [], MAYA_PERSONAL);
    expect(actor.getSnapshot().context.personal).toEqual({ ...Object.fromEntries(Object.keys(NOTHING).map((field) => [field, ''])), birth_place: 'Semarang', birth_date: '1992-05-06', contact: '081234567890', religion: 'Islam', entry_date: '2019-02-01', grade: 'B/2', dependent_children: '1' });
    edit(actor, 'address', 'Jl. Gajah Mada 3');
    edit(actor, 'dependent_children', ' ');
    actor.send({ type: 'form.submit' });
    await settle();
    expect((saves[0]!.input as { employee: { personal: unknown } }).employee.personal).toEqual({ ...MAYA_PERSONAL, birth_date: '1992-05-06', address: 'Jl. Gajah Mada 3', dependent_children: null, grade_date: '', entry_date: '2019-02-01' });
  });

  it.each([
    ['dependent_children', 'dua', 'Jumlah anak tanggungan harus angka.'],
    ['dependent_children', '21', 'Jumlah anak tanggungan: angka 0 sampai 20.'],
    ['dependent_children', '1.5', 'Jumlah anak tanggungan harus angka.'],
    ['address', 'x'.repeat(301), 'Alamat maksimal 300 karakter.'],
    ['birth_place', 'y'.repeat(101), 'Tempat lahir maksimal 100 karakter.'],
  ] as const)('%s %j: "%s", nothing sent; an edit clears it', (field, value, problem) => {
    const { actor, saves } = start(MAYA, [], [], MAYA_PERSONAL);
    edit(actor, field, value);
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, saves]).toEqual(['editing', problem, []]);
    edit(actor, field, '');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('opened without it (it could not be read), leaves it out of the save: the server keeps what it holds', async () => {
    const { actor, saves } = start(MAYA);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(saves[0]!.input).not.toHaveProperty('employee.personal');
  });
});

describe('every problem at once, at its field (issue 51)', () => {
  it('names each wrong field after one Simpan; an edit clears only its own, and the rest stay until mended', async () => {
    const { actor, saves } = start(null, [], [], { birth_place: '', birth_date: null, contact: '', address: '', married_status: '', blood_type: '', religion: '', last_education: '', entry_date: null, grade: '', grade_date: null, dependent_children: null });
    actor.send({ type: 'field.edit', field: 'position_level', value: 'tiga' });
    actor.send({ type: 'personal.edit', field: 'dependent_children', value: 'dua' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.problems).toEqual({
      username: 'Username wajib diisi.',
      name: 'Nama wajib diisi.',
      nup: 'NUP wajib diisi.',
      position: 'Jabatan wajib diisi.',
      position_level: 'Level jabatan harus angka.',
      dependent_children: 'Jumlah anak tanggungan harus angka.',
    });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, saves]).toEqual(['editing', 'Username wajib diisi.', []]);

    actor.send({ type: 'field.edit', field: 'name', value: 'Wawan Setiadi' });
    actor.send({ type: 'personal.edit', field: 'dependent_children', value: '2' });
    expect(Object.keys(actor.getSnapshot().context.problems)).toEqual(['username', 'nup', 'position', 'position_level']);
    for (const [field, value] of [['username', 'wawan.setiadi'], ['nup', 'BARU-0100'], ['position', 'Operator'], ['position_level', '2']] as const) actor.send({ type: 'field.edit', field, value });
    expect(actor.getSnapshot().context.problems).toEqual({});
    actor.send({ type: 'form.submit' });
    await settle();
    expect([saves.length, actor.getSnapshot().value]).toEqual([1, 'done']);
  });

  it('says an end before the start at the end date; changing the start mends it too', () => {
    const { actor } = start(MAYA);
    actor.send({ type: 'field.edit', field: 'end_date', value: '2019-01-01' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.problems).toEqual({ end_date: 'Tanggal berhenti tidak boleh sebelum tanggal mulai bekerja.' });
    actor.send({ type: 'field.edit', field: 'name', value: 'Maya Sari Dewi' });
    expect(actor.getSnapshot().context.problems).toEqual({ end_date: 'Tanggal berhenti tidak boleh sebelum tanggal mulai bekerja.' });
    actor.send({ type: 'field.edit', field: 'start_date', value: '2018-06-01' });
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it.each([
    ['Username sudah dipakai.', { username: 'Username sudah dipakai.' }],
    ['NUP sudah dipakai pegawai lain.', { nup: 'NUP sudah dipakai pegawai lain.' }],
    ['Atasan tidak ditemukan.', {}],
  ] as const)('a refusal "%s" returns to the form, said at %j', async (message, problems) => {
    const { actor } = start(null, [{ reject: { connection: false, message } }]);
    fillNew(actor);
    actor.send({ type: 'form.submit' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, actor.getSnapshot().context.problems]).toEqual(['editing', message, problems]);
    expect(actor.getSnapshot().context.fields.username).toBe('wawan.setiadi');
  });
});

describe('the department: chosen from the list, a new one added deliberately (issue 51)', () => {
  it('takes one from the list; "Tambah bagian baru" empties it for a typed name; choosing again ends the typing', async () => {
    const { actor, saves } = start(MAYA);
    actor.send({ type: 'department.add' });
    expect([actor.getSnapshot().context.addingDepartment, actor.getSnapshot().context.fields.department]).toEqual([true, '']);
    actor.send({ type: 'field.edit', field: 'department', value: 'Bagian Satuan Pengawas Internal' });
    actor.send({ type: 'department.choose', name: 'Bagian Keuangan' });
    expect([actor.getSnapshot().context.addingDepartment, actor.getSnapshot().context.fields.department]).toEqual([false, 'Bagian Keuangan']);
    actor.send({ type: 'department.add' });
    actor.send({ type: 'field.edit', field: 'department', value: 'Bagian Satuan Pengawas Internal' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(saves[0]!.input).toMatchObject({ employee: { department: 'Bagian Satuan Pengawas Internal' } });
  });

  it('says a name too long at the department, and choosing from the list clears it', () => {
    const { actor } = start(MAYA);
    actor.send({ type: 'department.add' });
    actor.send({ type: 'field.edit', field: 'department', value: 'B'.repeat(101) });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.problems).toEqual({ department: 'Bagian maksimal 100 karakter.' });
    actor.send({ type: 'department.choose', name: '' });
    expect([actor.getSnapshot().context.problems, actor.getSnapshot().context.fields.department]).toEqual([{}, '']);
  });

  it('clears an office, supervisor or plan problem when that choice changes', () => {
    const { actor } = start(MAYA);
    actor.send({ type: 'plan.choose', scheduleId: 0, rosterId: null });
    actor.send({ type: 'supervisor.choose', id: 0 });
    actor.send({ type: 'office.toggle', id: 0 });
    actor.send({ type: 'form.submit' });
    expect(Object.keys(actor.getSnapshot().context.problems).sort()).toEqual(['office_ids', 'schedule_id', 'supervisor_id']);
    const fields = actor.getSnapshot().context.fields;
    actor.send({ type: 'office.toggle', id: 0 });
    expect(actor.getSnapshot().context.fields).toEqual(fields);
    actor.send({ type: 'supervisor.choose', id: 8 });
    expect(Object.keys(actor.getSnapshot().context.problems)).toEqual(['schedule_id']);
    actor.send({ type: 'plan.choose', scheduleId: 1, rosterId: null });
    expect(actor.getSnapshot().context.problems).toEqual({});
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrEmployeeFormMachine, 'hrEmployeeForm', ['saveEmployee', 'uploadPhoto']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrEmployeeFormMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
