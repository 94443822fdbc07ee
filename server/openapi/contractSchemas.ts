import type * as v from 'valibot';
import * as corrections from '../../src/contract/correctionRequests';
import * as faces from '../../src/contract/faces';
import * as privacy from '../../src/contract/privacy';
import * as personalChanges from '../../src/contract/personalChanges';
import * as personalFields from '../../src/contract/personalFields';
import * as hr from '../../src/contract/hr';
import * as maintenance from '../../src/contract/maintenance';
import * as overtimeOrders from '../../src/contract/overtimeOrders';
import * as passkey from '../../src/contract/passkey';
import * as payroll from '../../src/contract/payroll';
import * as schemas from '../../src/contract/schemas';
import * as session from '../../src/contract/session';
import * as shifts from '../../src/contract/shifts';

const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && 'kind' in value && (value as { kind: unknown }).kind === 'schema';

/** Every valibot schema of the contract by its name without 'Schema': the API document's components. */
export const CONTRACT_SCHEMAS: Record<string, v.GenericSchema> = Object.fromEntries(
  (Object.entries({ ...session, ...schemas, ...hr, ...shifts, ...passkey, ...corrections, ...overtimeOrders, ...faces, ...privacy, ...personalChanges, ...personalFields, ...payroll, ...maintenance }) as [string, unknown][])
    .filter((entry): entry is [string, v.GenericSchema] => isSchema(entry[1]))
    .map(([name, schema]) => [name.replace(/Schema$/, ''), schema]),
);

const NAMES = new Map(Object.entries(CONTRACT_SCHEMAS).map(([name, schema]) => [schema as unknown, name]));

/** A reference to a contract schema among the document's components; a schema outside the contract has none. */
export function schemaRef(schema: v.GenericSchema): { $ref: string } {
  const name = NAMES.get(schema);
  if (!name) throw new Error('A documented schema must be one of the contract (src/contract/).');
  return { $ref: `#/components/schemas/${name}` };
}
