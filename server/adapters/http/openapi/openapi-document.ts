import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ErrorBody } from '../../../../src/contract/common';
import { operationId } from '../../../../src/contract/operation-match';
import {
  bodyLimit,
  NO_BODY_BYTES,
  type Operation,
  successStatus,
  takesBody,
} from '../../../../src/contract/operation';
import { sizeText } from '../request-body';

/**
 * A second pattern on one string (the text rule every request string starts with, then a field's own,
 * such as a nickname's) joins the first through `allOf`, where the converter would drop it.
 */
const morePatterns = ({ valibotAction, jsonSchema }: { valibotAction: unknown; jsonSchema: JsonSchema }) => {
  const action = valibotAction as { type?: string; requirement?: unknown };
  if (action.type !== 'regex' || !(action.requirement instanceof RegExp)) return undefined;
  const pattern = action.requirement.source;
  if (jsonSchema.pattern === undefined || jsonSchema.pattern === pattern) return undefined;
  const others = (jsonSchema.allOf ?? []) as JsonSchema[];
  if (others.some((other) => other.pattern === pattern)) return jsonSchema;
  return { ...jsonSchema, allOf: [...others, { pattern }] };
};

/** JSON Schema (2020-12, as OpenAPI 3.1 uses) of a valibot schema; transforms and checks it cannot express are left out. */
export const jsonSchemaOf = (schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    typeMode,
    overrideAction: morePatterns,
  });
  return rest;
};

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  302: 'Found: a redirect (the `Location` header says where)',
  400: 'Invalid input: one `errors` entry per bad field, with a Korean reason',
  401: 'Missing, expired or forged token: message `Unauthorized`',
  403: 'Forbidden (also `Profile Incomplete` before onboarding, for operations that need a profile)',
  404: 'Not found',
  405: 'The path does not take this method: message `Method Not Allowed`; `Allow` lists the methods it takes',
  409: 'Conflict',
  429: 'Too many requests: `Retry-After` says how many seconds to wait; `detailedMessage` is the Korean text',
  503: 'Unavailable',
};

const parameters = (op: Operation) => {
  const list: object[] = [];
  for (const [where, schema] of [
    ['path', op.params],
    ['query', op.query],
  ] as const) {
    if (!schema) continue;
    const json = jsonSchemaOf(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return list;
};

/** 413's text: the operation's limit, or that it takes no body (NO_BODY_BYTES are read and dropped). */
const tooLargeText = (op: Operation) =>
  takesBody(op)
    ? `A body over ${sizeText(bodyLimit(op))} (\`${bodyLimit(op)}\` bytes), whatever its content type, refused as it streams: message \`Payload Too Large\`, \`detailedMessage\` the Korean text`
    : `The operation takes no body: one over ${sizeText(NO_BODY_BYTES)} (\`${NO_BODY_BYTES}\` bytes), whatever its content type, is refused: message \`Payload Too Large\`, \`detailedMessage\` the Korean text`;

const responses = (op: Operation) => {
  const success = successStatus(op);
  // A navigation (a redirect for the browser to follow) ends every failure on a page, never in a 400.
  const navigation = success >= 300 && success < 400;
  const out: Record<string, object> = {};
  const media = op.produces ?? 'application/json';
  out[String(success)] = {
    description: STATUS_TEXT[success] ?? 'OK',
    ...(op.response
      ? { content: { [media]: { schema: jsonSchemaOf(op.response, 'output') } } }
      : op.produces
        ? { content: { [media]: {} } }
        : {}),
  };
  const errors = new Set([
    ...(op.errors ?? []),
    ...(op.auth === 'none' ? [] : [401]),
    ...((op.body || op.params || op.query) && !navigation ? [400] : []),
    ...(op.auth === 'required' && !op.beforeOnboarding ? [403] : []),
    // A signed-in caller's write may be refused by admission (server/bindings/admission.ts): a
    // suspension, a guardian's consent pending, or a changed document to agree to again.
    ...(op.method !== 'get' &&
    op.auth !== 'none' &&
    !(op.whileSuspended && op.whileGuardianPending && op.beforeOnboarding)
      ? [403]
      : []),
    // Every operation has a body limit (`bodyLimit`): its own, 1 MB of JSON, or next to nothing.
    413,
    ...(op.rateLimit ? [429] : []),
  ]);
  for (const status of [...errors].sort()) {
    out[String(status)] = {
      description: status === 413 ? tooLargeText(op) : (STATUS_TEXT[status] ?? 'Error'),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    };
  }
  return out;
};

/** The OpenAPI 3.1 document of `operations`, built from the contract's schemas. */
export const openApiDocument = (
  operations: readonly Operation[],
  info: { version: string; serverUrl?: string },
) => {
  const paths: Record<string, Record<string, object>> = {};
  for (const op of operations) {
    const item = paths[op.path] ?? {};
    item[op.method] = {
      operationId: operationId(op),
      tags: [op.tag],
      summary: op.summary,
      ...(op.auth === 'none'
        ? { security: [] }
        : op.auth === 'optional'
          ? { security: [{}, { bearer: [] }] }
          : {}),
      parameters: parameters(op),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchemaOf(op.body, 'input') } },
            },
          }
        : {}),
      responses: responses(op),
    };
    paths[op.path] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kickoff API',
      version: info.version,
      description: `The API of Kickoff (킥오프), a Korean youth football community. Every error body is \`{ message, detailedMessage?, errors?: [{ field, reason }] }\`. A body sent to an operation that takes none is refused with 413 past ${sizeText(NO_BODY_BYTES)}; a method a path does not take answers 405 with \`Allow\` (\`#/components/responses/MethodNotAllowed\`: it belongs to no operation, so no operation lists it).`,
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ErrorBody: jsonSchemaOf(ErrorBody, 'output') },
      responses: {
        MethodNotAllowed: {
          description: STATUS_TEXT[405],
          headers: {
            Allow: {
              description: 'The methods the path takes, comma-separated and sorted (HEAD wherever GET)',
              schema: { type: 'string' },
            },
          },
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
      },
    },
    paths,
  };
};
