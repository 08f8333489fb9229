import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { API, servedPath } from '../../../contract/api.ts';
import type { Endpoint } from '../../../contract/endpoint.ts';
import { PROBLEM_CONTENT_TYPE, ProblemSchema } from '../../../contract/problem.ts';
import { CHANNEL_HEADER, TENANT_HEADER } from '../../../contract/tenant.ts';

type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema 2020-12 (OpenAPI 3.1's dialect) of what travels on the wire; checks JSON Schema can't say
 * are dropped. Definitions of recursive schemas (structure nodes) move to components.schemas, because a
 * `#/$defs/…` reference means nothing inside a larger document.
 */
function jsonSchema(schema: v.GenericSchema, shared: Record<string, JsonSchema>): JsonSchema {
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  if (!$defs) return rest;
  const prefix = `Shared${Object.keys(shared).length}_`;
  const relink = (value: JsonSchema): JsonSchema =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', `"#/components/schemas/${prefix}`));
  for (const [name, definition] of Object.entries($defs)) shared[`${prefix}${name}`] = relink(definition);
  return relink(rest);
}

/** The fields of an object schema (also behind a pipe): path and query parameters are listed one by one. */
function objectEntries(schema: v.GenericSchema | undefined): Record<string, v.GenericSchema> {
  if (!schema) return {};
  const node = schema as unknown as { entries?: Record<string, v.GenericSchema>; pipe?: v.GenericSchema[] };
  if (node.entries) return node.entries;
  return node.pipe?.[0] ? objectEntries(node.pipe[0]) : {};
}

const isOptional = (schema: v.GenericSchema): boolean =>
  ['optional', 'exact_optional', 'nullish', 'undefinedable'].includes((schema as { type: string }).type);

function parameters(endpoint: Endpoint, shared: Record<string, JsonSchema>): JsonSchema[] {
  const path = Object.entries(objectEntries(endpoint.params)).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema: jsonSchema(schema, shared),
  }));
  const query = Object.entries(objectEntries(endpoint.query)).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !isOptional(schema),
    schema: jsonSchema(schema, shared),
  }));
  return [...path, ...query];
}

const problem = { content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } } };

function operation(
  domain: string,
  key: string,
  endpoint: Endpoint,
  shared: Record<string, JsonSchema>,
): JsonSchema {
  // envFile is how a portal finds its tenant, so it is the one call without the tenant header.
  const headers = endpoint.path.startsWith('/api/') ? [] : [{ $ref: '#/components/parameters/Tenant' }];
  return {
    operationId: `${domain}.${key}`,
    tags: [domain],
    parameters: [...headers, { $ref: '#/components/parameters/Channel' }, ...parameters(endpoint, shared)],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(endpoint.body, shared) } },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'Success',
        content: { 'application/json': { schema: jsonSchema(endpoint.response, shared) } },
      },
      '4XX': { description: 'The request was refused (RFC 9457 problem details).', ...problem },
      '5XX': { description: 'The server could not answer (RFC 9457 problem details).', ...problem },
    },
    security: [{}, { bearer: [] }],
  };
}

/** `/structure/:name` → `/structure/{name}` (OpenAPI's path template). */
const templatePath = (path: string): string => servedPath(path).replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * The contract as an OpenAPI 3.1 document: every call the portal makes, with its parameters, body and
 * answer, so an operator can point the portal at a backend of their own and know what to implement.
 */
export function openApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const shared: Record<string, JsonSchema> = {};
  for (const [domain, table] of Object.entries(API)) {
    for (const [key, endpoint] of Object.entries(table as Record<string, Endpoint>)) {
      const path = templatePath(endpoint.path);
      paths[path] = {
        ...paths[path],
        [endpoint.method.toLowerCase()]: operation(domain, key, endpoint, shared),
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Media portal backend',
      version,
      description:
        'The calls the portal makes (shell and commerce specifications). Every call but /api/envFile carries ' +
        `${TENANT_HEADER}; failures answer RFC 9457 problem details.`,
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: { Problem: jsonSchema(ProblemSchema, shared), ...shared },
      parameters: {
        Tenant: { name: TENANT_HEADER, in: 'header', required: true, schema: { type: 'string' } },
        Channel: {
          name: CHANNEL_HEADER,
          in: 'header',
          required: false,
          schema: { type: 'string', enum: ['WEB'] },
        },
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
