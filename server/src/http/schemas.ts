// Response schemas: Fastify serializes answers through them (faster than JSON.stringify, and a field
// that is not listed can never leak out). Error answers are not listed and pass through as built.
type JsonSchema = Record<string, unknown>;

export const userSchema = {
  type: 'object',
  required: ['id', 'username', 'phone', 'role', 'dev_tools_enabled', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    phone: { type: 'string' },
    role: { type: 'string' },
    dev_tools_enabled: { type: 'boolean' },
    createdAt: { type: 'string' },
  },
} as const;

export function successSchema(data?: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['success'],
    properties: {
      success: { type: 'boolean' },
      message: { type: 'string' },
      ...(data ? { data } : {}),
    },
  };
}

export const objectSchema = (properties: Record<string, JsonSchema>, required = Object.keys(properties)) => ({
  type: 'object',
  required,
  properties,
});
