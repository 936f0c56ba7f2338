import { Type, type Static, type TSchema, type TString } from '@sinclair/typebox';

/** Every error reply. */
export const ErrorReply = Type.Object(
  { message: Type.String() },
  { $id: 'ErrorReply', description: 'Error reply' },
);

/**
 * A string that is one of `values`: written as a plain `enum` in the OpenAPI document (a union
 * of literals would be an `anyOf` of one-value schemas), typed as the union of the values.
 */
export const StringEnum = <const Values extends readonly string[]>(values: Values) =>
  Type.Unsafe<Values[number]>({ type: 'string', enum: [...values] });

export const MessageReply = Type.Object({ message: Type.String() });

export const TenantHeaders = Type.Object({
  'x-tenant-id': Type.Optional(
    Type.String({ maxLength: 64, description: 'Must equal the tenant in the path.' }),
  ),
});

export const AuthHeaders = Type.Object({
  'x-tenant-id': Type.Optional(
    Type.String({ maxLength: 64, description: 'Must equal the tenant in the path.' }),
  ),
  authorization: Type.Optional(Type.String({ maxLength: 512, description: 'Bearer <token>' })),
});

/**
 * The query fields of a list read a page at a time, newest first: the page size and the cursor
 * the previous page's reply handed out.
 */
export const pageFields = (sizes: { default: number; max: number }) => ({
  limit: Type.Optional(
    Type.String({
      maxLength: 10,
      description: `Page size, 1 to ${sizes.max} (default ${sizes.default})`,
    }),
  ),
  cursor: Type.Optional(
    Type.String({
      maxLength: 400,
      description: 'Where the page starts: the X-Next-Cursor header of the previous page',
    }),
  ),
});

const TENANT_PARAM = { minLength: 1, maxLength: 64, description: 'Tenant identifier' };

export const TenantIdParams = Type.Object({ tenantId: Type.String(TENANT_PARAM) });

/** The path of one object of a tenant: the tenant, then the object's id, named `name`. */
export const TenantObjectParams = <Name extends string>(name: Name) =>
  Type.Object({
    tenantId: TenantIdParams.properties.tenantId,
    ...({ [name]: Type.String({ minLength: 1, maxLength: 100 }) } as Record<Name, TString>),
  });

export const Email = (description?: string) =>
  Type.String({ format: 'email', maxLength: 254, ...(description ? { description } : {}) });

/** A non-blank string: surrounding whitespace is trimmed by the handler, `pattern` rejects blanks. */
export const Text = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', ...(description ? { description } : {}) });

/** Body objects drop unknown fields (Ajv removeAdditional) instead of failing. */
export const Body = <T extends Parameters<typeof Type.Object>[0]>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

/** Replies for the error statuses a route can answer. */
export function errors(...codes: number[]): Record<number, TSchema> {
  return Object.fromEntries(codes.map((code) => [code, Type.Ref(ErrorReply)]));
}

export type MessageReplyType = Static<typeof MessageReply>;
