import type { SessionUser } from '../src/contract/schemas';
import type { Employee } from './db/types';

export function sessionUser(employee: Employee): SessionUser {
  return {
    name: employee.name,
    nup: employee.nup,
    position_level: employee.position_level,
    emp_photo: null,
  };
}
