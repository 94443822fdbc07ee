import { toJsonSchemaDefs } from '@valibot/to-json-schema';
import { generateSpecs } from 'hono-openapi';
import { createApp } from '../app';
import type { Services } from '../http/context';
import { CONTRACT_SCHEMAS } from './contractSchemas';

type Json = { [key: string]: unknown };

/**
 * Required fields read a missing value as '' so they answer with their own message (see requiredText in the
 * contract); in JSON Schema that shows as default '' with minLength 1. Such a field is required: say so.
 */
function markRequired(schema: Json): Json {
  const properties = schema.properties as Record<string, Json> | undefined;
  const items = Array.isArray(schema.anyOf) ? { anyOf: (schema.anyOf as Json[]).map(markRequired) } : {};
  if (!properties) return { ...schema, ...items, ...(schema.items ? { items: markRequired(schema.items as Json) } : {}) };
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const cleaned = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      if (property.default === '' && Number(property.minLength ?? 0) >= 1) {
        required.add(name);
        const { default: _default, ...rest } = property;
        return [name, markRequired(rest)];
      }
      return [name, markRequired(property)];
    }),
  );
  return { ...schema, properties: cleaned, required: [...required] };
}

/** The API document: every route's own entry (`documented`), the contract's schemas as its components. */
export async function openApiDocument() {
  const document = await generateSpecs(createApp({ config: {} } as Services), {
    documentation: {
      info: {
        title: 'Absensi API',
        version: '1',
        description: 'Dibuat dari rute server (`documented` di setiap rute) dan skema valibot di src/contract/ (`npm run docs:api`). Lihat docs/api.md.',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' }, payrollKey: { type: 'http', scheme: 'bearer' } },
        schemas: Object.fromEntries(
          Object.entries(toJsonSchemaDefs(CONTRACT_SCHEMAS, { typeMode: 'output', errorMode: 'ignore' })).map(([name, schema]) => [name, markRequired(schema as Json)]),
        ),
      },
    },
  });
  return JSON.parse(JSON.stringify(document)) as Json & { paths: Record<string, Record<string, unknown>> };
}

if (process.argv[1]?.endsWith('document.ts')) {
  const { writeFile } = await import('node:fs/promises');
  await writeFile('docs/openapi.json', `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
  console.log('docs/openapi.json ditulis.');
}
