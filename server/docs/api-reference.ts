import { COMPANY_ROLES, PLATFORM_ROLES } from '../../contract/permissions';
import { z } from 'zod';
import { actions } from '../../contract/actions';
import { queryForms } from '../../contract/fields';
import {
  API_PATH,
  AUTH_SCHEME,
  type ActionContract,
  type Area,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_TTL_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
  TIMESTAMP_TOLERANCE_MS,
} from '../../contract/protocol';

/**
 * Renders docs/api.md from the Action contracts: per Action its method, area, summary, a parameter table
 * from the input schema and the result's shape from the output schema. Deterministic (no dates, the
 * registry's order), so CI can tell a stale file from a current one.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
}

const AREAS: Record<Area, string> = {
  public: 'anyone, no sign-in',
  session: 'any signed-in session',
  platform: 'a session of the platform admin area',
  company:
    "a session of the company admin area, bound to a company profile, or one of the company's API tokens (`COMPANY-TOKEN <tokenId>:<token>`)",
  console:
    "a session of either admin area, or a company's API token: the platform sees every company (CompanyId filters), a company its own",
  device: "a company's local server, with its token (`LOCAL-SERVER <localServerId>:<token>`)",
};

const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      // A GET's whole number (fields.ts, queryInteger) is shown as the integer it is, not as its
      // text-or-number input; a default around it as the default it gives.
      const form = queryForms.get(zodSchema);
      if (form) {
        for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
        Object.assign(jsonSchema, { type: form.wire, minimum: form.minimum, maximum: form.maximum });
      }
      const def = zodSchema._zod.def as { type: string; defaultValue?: unknown };
      if (def.type === 'default' && jsonSchema.default === undefined) jsonSchema.default = def.defaultValue;
    },
  }) as JsonSchema;

/** zod writes the safe-integer range as bounds; they say nothing to a reader. */
const meaningful = (bound: number | undefined) =>
  bound !== undefined && Math.abs(bound) < Number.MAX_SAFE_INTEGER ? bound : undefined;

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

function typeName(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map(code).join(' \\| ');
  if (schema.anyOf) return schema.anyOf.map(typeName).join(' \\| ');
  if (schema.format === 'uuid') return 'UUID';
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any'];
  return types.join(' \\| ');
}

function rules(schema: JsonSchema): string {
  const parts: string[] = [];
  const [minLength, maxLength] = [schema.minLength, schema.maxLength];
  if (minLength !== undefined && maxLength !== undefined) parts.push(`${minLength}–${maxLength} characters`);
  else if (maxLength !== undefined) parts.push(`at most ${maxLength} characters`);
  else if (minLength !== undefined) parts.push(`at least ${minLength} characters`);
  const [minimum, maximum] = [meaningful(schema.minimum), meaningful(schema.maximum)];
  if (minimum !== undefined) parts.push(`≥ ${minimum}`);
  if (maximum !== undefined) parts.push(`≤ ${maximum}`);
  if (schema.default !== undefined) parts.push(`default ${code(schema.default)}`);
  return parts.join(', ');
}

function parameterTable(input: JsonSchema): string[] {
  const entries = Object.entries(input.properties ?? {});
  if (entries.length === 0) return ['No parameters.'];
  const required = new Set(input.required ?? []);
  return [
    '| Parameter | Type | Required | Rules |',
    '|---|---|---|---|',
    ...entries.map(
      ([name, schema]) =>
        `| \`${name}\` | ${typeName(schema)} | ${required.has(name) ? 'yes' : 'no'} | ${rules(schema)} |`,
    ),
  ];
}

/** The result as a TypeScript-like type, which reads better than JSON Schema. */
function shape(schema: JsonSchema, indent = ''): string {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map((option) => shape(option, indent)).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.map((type) => shape({ ...schema, type }, indent)).join(' | ');
  switch (schema.type) {
    case 'object': {
      const entries = Object.entries(schema.properties ?? {});
      if (entries.length === 0) return '{}';
      const required = new Set(schema.required ?? []);
      const inner = `${indent}  `;
      const lines = entries.map(
        ([name, property]) => `${inner}${name}${required.has(name) ? '' : '?'}: ${shape(property, inner)};`,
      );
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
    case 'array':
      return `Array<${shape(schema.items ?? {}, indent)}>`;
    case 'integer':
      return 'number';
    case undefined:
      return 'unknown';
    default:
      return schema.type;
  }
}

function renderAction(name: string, contract: ActionContract): string[] {
  return [
    `## ${name}`,
    '',
    `\`${contract.method}\` · area \`${contract.area}\` (${AREAS[contract.area]})${
      contract.permission ? ` · permission \`${contract.permission}\`` : ''
    }${contract.creates ? ` · takes \`${IDEMPOTENCY_KEY_HEADER}\`` : ''}`,
    '',
    contract.summary,
    '',
    '**Parameters**',
    '',
    ...parameterTable(toJsonSchema(contract.input, 'input')),
    '',
    '**Result**',
    '',
    '```ts',
    shape(toJsonSchema(contract.output, 'output')),
    '```',
    '',
  ];
}

export function renderApiReference(contracts: Record<string, ActionContract> = actions): string {
  const names = Object.keys(contracts);
  return [
    '# Action API reference',
    '',
    '<!-- Generated from contract/actions.ts by `npm run docs:api`. Do not edit by hand. -->',
    '',
    `Every Action is called at \`${API_PATH}\`: \`GET\` with \`Action\` and the parameters in the query`,
    'string, or `POST` with a JSON body `{ "Action": "Name", … }`, as each Action says.',
    '',
    '- Every request carries a `Timestamp` header (ISO 8601) within',
    `  ${TIMESTAMP_TOLERANCE_MS / 60_000} minutes of the server clock; otherwise 400.`,
    `- Signed-in requests carry \`Authorization: ${AUTH_SCHEME} <apiKeyId>:<token>\` (from \`Login\`). A missing,`,
    '  unknown, expired or revoked token is 401; a session of the wrong area is 403.',
    "- A company's own systems call the company Actions with one of its API tokens (`IssueCompanyApiToken`):",
    '  `Authorization: COMPANY-TOKEN <tokenId>:<token>`, as an administrator of the role chosen for the token, until',
    '  it expires or is revoked (then 401). The audit trail records what a token did under its name.',
    '- Errors are `{ "error": "<translation key>" }` with an honest status (400, 401, 403, 404, 405, 409,',
    '  429, 500, 503); invalid parameters add `fields`, a message per parameter name. 503 with `Retry-After`',
    '  means the database could not be reached: the same request may succeed a few seconds later.',
    '- Lists take `Search`, `Sort`, `Order` (`ASC`/`DESC`), `Offset` and `Limit` and return `{ items, total }`.',
    `- A creating Action (marked "takes \`${IDEMPOTENCY_KEY_HEADER}\`") takes an \`${IDEMPOTENCY_KEY_HEADER}\` header: a key the`,
    '  client makes for one submit (1 to 255 visible ASCII characters; a UUID) and sends again when it retries.',
    `  The answer is kept ${IDEMPOTENCY_TTL_HOURS} hours per user and key: the same key with the same parameters gets`,
    `  the stored answer (with \`${IDEMPOTENT_REPLAYED_HEADER}: true\`) and creates nothing; with other parameters or`,
    '  another Action, 409 `common.errors.idempotencyKeyReused`; a malformed key, 400. Without the header the',
    '  Action runs each time.',
    '',
    '| Area | Who may call |',
    '|---|---|',
    ...Object.entries(AREAS).map(([area, who]) => `| \`${area}\` | ${who} |`),
    '',
    '### Permissions',
    '',
    'Each Action of the `platform`, `company` and `console` areas names the permission it needs; a caller whose',
    'role lacks it gets 403 `common.errors.forbiddenPermission` before its parameters are read (`any`: every',
    "role of the area). A role is read at every call, so a changed role counts from the caller's next request.",
    '',
    '| Role | Area | Permissions |',
    '|---|---|---|',
    ...Object.entries(COMPANY_ROLES).map(([role, held]) => `| ${role} | company | ${held.join(', ')} |`),
    ...Object.entries(PLATFORM_ROLES).map(([role, held]) => `| ${role} | platform | ${held.join(', ')} |`),
    '',
    'A company may also make roles of its own from the company permissions (`AddCompanyRole`).',
    '',
    '## Actions',
    '',
    ...names.map((name) => `- [${name}](#${name.toLowerCase()}) — ${contracts[name].summary}`),
    '',
    ...names.flatMap((name) => renderAction(name, contracts[name])),
  ].join('\n');
}
