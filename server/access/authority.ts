import type { Kysely } from 'kysely';
import { HR_MESSAGES, holdsCompanyAuthority } from '../../src/domain/roles';
import type { Database } from '../db/types';
import { ApiError } from '../http/errors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Who may act on whom (docs/hr.md, "Roles"), one rule for every route, the import and the decisions:
 * - nobody acts on their own account, records, leave, quota, roster, swaps or devices;
 * - the console's authority (`company`): an admin over everyone else, HR staff over employees only — never over HR
 *   staff or admins;
 * - a supervisor's authority (`chain`): over the people below them, unless a link of that chain was placed by the
 *   person decided on or by the supervisor, or the supervisor's account was created by that person;
 * - nobody changes the supervisor of themselves or of anyone above them (`requireNotOwnChain`).
 * The admin command (actor null) is the operator's and passes.
 */
export interface Actor {
  id: number;
  role: string;
}

type Authority = 'company' | 'chain' | 'company-or-chain';

/** A 4xx refused for rights: the answer, and the audit entry the app's error handler writes for it. */
export class Refusal extends ApiError {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly attempt: { action: string; targetId: number | null },
  ) {
    super(status, message);
  }
}

const ACCESS_MESSAGES = {
  self: 'Anda tidak dapat melakukan ini pada data Anda sendiri.',
  protected: 'Data petugas SDM dan admin hanya dapat diubah oleh admin.',
  outsideChain: 'Pegawai ini tidak berada di bawah Anda.',
  placedInChain: 'Anda tidak dapat memutuskan untuk pegawai ini: rantai atasannya diatur oleh Anda atau olehnya.',
  ownChain: 'Anda tidak dapat mengubah atasan Anda sendiri atau atasan di atas Anda.',
} as const;

/** What a refusal says, where an operation has its own words for it. */
export interface RefusalWords {
  self?: string;
  selfStatus?: ContentfulStatusCode;
  protected?: string;
  outsideChain?: string;
  outsideChainStatus?: ContentfulStatusCode;
}

interface ChainLink {
  id: number;
  supervisor_id: number | null;
  supervisor_set_by: number | null;
  created_by: number | null;
  role: string;
}

const linkOf = (db: Kysely<Database>, id: number): Promise<ChainLink | undefined> =>
  db.selectFrom('employees').select(['id', 'supervisor_id', 'supervisor_set_by', 'created_by', 'role']).where('id', '=', id).executeTakeFirst();

/** The employee's own row, then each supervisor's above it, up to the top (a chain that loops ends where it would). */
async function* chainFrom(db: Kysely<Database>, employeeId: number): AsyncGenerator<ChainLink> {
  const seen = new Set<number>();
  for (let link = await linkOf(db, employeeId); link && !seen.has(link.id); link = link.supervisor_id === null ? undefined : await linkOf(db, link.supervisor_id)) {
    seen.add(link.id);
    yield link;
  }
}

/**
 * Whether `supervisorId` is above the employee through links neither of them placed (and not through an account the
 * employee created): 'yes', 'no', or 'placed' when the chain reaches them only through such a link.
 */
async function chainStanding(db: Kysely<Database>, employeeId: number, supervisorId: number): Promise<'yes' | 'no' | 'placed'> {
  let placed = false;
  for await (const link of chainFrom(db, employeeId)) {
    if (link.id === supervisorId) return placed || link.created_by === employeeId ? 'placed' : 'yes';
    if (link.supervisor_set_by === employeeId || link.supervisor_set_by === supervisorId) placed = true;
  }
  return 'no';
}

/**
 * Throws a `Refusal` (audited by the app) unless `actor` may act on `targetId` with `authority`; returns the target's
 * role. A target that does not exist is left to the caller (null).
 */
export async function requireAuthority(
  db: Kysely<Database>,
  actor: Actor | null,
  targetId: number,
  authority: Authority,
  action: string,
  words: RefusalWords = {},
): Promise<string | null> {
  const target = await linkOf(db, targetId);
  if (!target || actor === null) return target?.role ?? null;
  const refuse = (status: ContentfulStatusCode, message: string): never => {
    throw new Refusal(status, message, { action, targetId });
  };
  if (target.id === actor.id) refuse(words.selfStatus ?? 403, words.self ?? ACCESS_MESSAGES.self);
  const company = authority !== 'chain' && holdsCompanyAuthority(actor.role, target.role);
  if (company) return target.role;
  if (authority !== 'company') {
    const standing = await chainStanding(db, target.id, actor.id);
    if (standing === 'yes') return target.role;
    if (standing === 'placed') refuse(403, ACCESS_MESSAGES.placedInChain);
  }
  if (authority === 'company') refuse(403, words.protected ?? ACCESS_MESSAGES.protected);
  return refuse(words.outsideChainStatus ?? 403, words.outsideChain ?? ACCESS_MESSAGES.outsideChain);
}

/** Nobody sets the supervisor of themselves or of anyone above them, so nobody places an account over themselves. */
export async function requireNotOwnChain(db: Kysely<Database>, actor: Actor | null, targetId: number, action: string): Promise<void> {
  if (actor === null) return;
  for await (const link of chainFrom(db, actor.id)) {
    if (link.id === targetId) throw new Refusal(403, ACCESS_MESSAGES.ownChain, { action, targetId });
  }
}

/** The console's words for an account it may not change. */
export const ACCOUNT_WORDS: RefusalWords = { self: HR_MESSAGES.self, selfStatus: 400, protected: HR_MESSAGES.adminOnly };
