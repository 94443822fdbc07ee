import type { Services } from '../http/context';
import { recordAudit } from '../audit/auditLog';

export interface RefusedAttempt {
  action: string;
  targetId: number | null;
  message: string;
}

/**
 * Every attempt refused for rights is kept: who, on whom, what they tried and where. Written on its own, after the
 * refused call's transaction rolled back; a failure to write it never changes the answer.
 */
export async function auditRefusal(services: Pick<Services, 'db' | 'now'>, actorId: number | null, attempt: RefusedAttempt, request: string): Promise<void> {
  await recordAudit(
    services.db,
    {
      actorId,
      action: 'access.refused',
      entity: 'employee',
      entityId: attempt.targetId ?? '-',
      before: null,
      after: { attempted: attempt.action, request, message: attempt.message },
    },
    services.now(),
  ).catch((error: unknown) => console.error('audit of a refusal failed', error));
}
