import type { Role, SessionUser } from '../src/contract/session';
import type { Kysely } from 'kysely';
import type { Database, Employee, SignedInColumns } from './db/types';
import { fileUrl } from './files/urls';
import type { Services } from './http/context';

export function sessionUser(services: Services, employee: SignedInColumns): SessionUser {
  return {
    name: employee.name,
    nup: employee.nup,
    position_level: employee.position_level,
    emp_photo: fileUrl(services, employee.photo_file_id),
    role: employee.role as Role,
    // Said only when true: the existing app's sign-in answer stays as it was for everyone else.
    ...(employee.password_must_change === 1 && { must_change_password: true }),
  };
}

/** Everyone who reports to the supervisor, directly or through others. */
export async function subordinatesOf(db: Kysely<Database>, supervisorId: number): Promise<Employee[]> {
  const found = new Map<number, Employee>();
  let frontier = [supervisorId];
  while (frontier.length > 0) {
    const next = (await db.selectFrom('employees').selectAll().where('supervisor_id', 'in', frontier).where('active', '=', 1).execute()).filter(
      (employee) => !found.has(employee.id) && employee.id !== supervisorId,
    );
    for (const employee of next) found.set(employee.id, employee);
    frontier = next.map((employee) => employee.id);
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}
