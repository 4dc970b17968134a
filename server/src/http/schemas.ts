// The one kit for response schemas. Fastify serializes answers through them (faster than
// JSON.stringify, and a field that is not listed can never leak out). The flip side is that a field
// the schema forgets is silently dropped from the answer, so every object schema is built by
// `dto<T>()` against the contract's own type: a DTO field missing here, an extra one, or one of the
// wrong kind (a string listed as an integer) is a type error, not a quiet hole in an answer.
// Error answers are not listed and pass through as built.
import type { ApiResult, User } from '@app/shared/contracts';

export interface JsonSchema {
  readonly [keyword: string]: unknown;
}

export const integer = { type: 'integer' } as const;
export const number = { type: 'number' } as const;
export const string = { type: 'string' } as const;
export const boolean = { type: 'boolean' } as const;
export const nullableString = { type: ['string', 'null'] } as const;
export const nullableInteger = { type: ['integer', 'null'] } as const;

type TypeName<T> = [T] extends [boolean]
  ? 'boolean'
  : [T] extends [number]
    ? 'integer' | 'number'
    : [T] extends [string]
      ? 'string'
      : [T] extends [readonly unknown[]]
        ? 'array'
        : 'object';

// What a property of type T may be listed as: its JSON type (with 'null' beside it when T may be
// null), or anyOf [null, schema] for a nullable object.
type SchemaOf<T> = null extends T
  ? { readonly type: readonly [TypeName<NonNullable<T>>, 'null'] } | { readonly anyOf: readonly [typeof nullSchema, JsonSchema] }
  : { readonly type: TypeName<T> };

const nullSchema = { type: 'null' } as const;

type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];

export interface ObjectSchema<T> extends JsonSchema {
  readonly type: 'object';
  readonly required: readonly string[];
  readonly properties: { readonly [K in keyof T]-?: JsonSchema };
}

/** The schema of the contract type T: every key of T listed, the optional ones (`?:`) named in `optional`. */
export function dto<T>(
  properties: { readonly [K in keyof T]-?: SchemaOf<Exclude<T[K], undefined>> & JsonSchema },
  optional: readonly OptionalKeys<T>[] = [],
): ObjectSchema<T> {
  const skip = new Set<PropertyKey>(optional);
  return { type: 'object', required: Object.keys(properties).filter((key) => !skip.has(key)), properties };
}

export const nullable = (schema: JsonSchema) => ({ anyOf: [nullSchema, schema] }) as const;
export const arrayOf = (items: JsonSchema) => ({ type: 'array', items }) as const;
/** An object keyed by free text (a side, a game) with one schema for every value. */
export const recordOf = (values: JsonSchema) => ({ type: 'object', additionalProperties: values }) as const;

/** The `data` of one of the contract's {success, data} answers. */
export type DataOf<R> = R extends ApiResult<infer T> ? T : never;

/** The app's own answer: {success, message?, data?}. */
export function successSchema(data?: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['success'],
    properties: { success: boolean, message: string, ...(data ? { data } : {}) },
  };
}

/** The payment service's answer: {code, statusCode, message, data}, code 0 on success. */
export function paymentEnvelopeSchema(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'statusCode', 'message', 'data'],
    properties: { code: integer, statusCode: integer, message: string, data },
  };
}

/** One page of a list: {items, page, size, total}. */
export const pageSchema = (item: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['items', 'page', 'size', 'total'],
  properties: { items: arrayOf(item), page: integer, size: integer, total: integer },
});

// Exported on its own so that a type extending User (the operator's view) lists the same fields.
export const userProperties = {
  id: integer,
  username: string,
  phone: string,
  role: string,
  dev_tools_enabled: boolean,
  createdAt: string,
} as const;

export const userSchema = dto<User>(userProperties);
