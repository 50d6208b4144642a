/**
 * The API's one error shape (plugins/errors.ts), added to every documented route so each lists the errors it can
 * answer with. Only the document changes: replies are not serialised through these schemas.
 */
const errorBody = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'A message safe to show the user.' },
    errors: {
      type: 'array',
      description: 'Validation only: the message of each invalid field.',
      items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } }, required: ['field', 'message'] },
    },
    retryAfterSeconds: { type: 'integer', description: '429 only: also sent as the Retry-After header.' },
  },
};

// @fastify/swagger turns a response's JSON schema into the OpenAPI response, taking its description from the schema.
const error = (description: string) => ({ ...errorBody, description });

type RouteSchema = {
  hide?: boolean;
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  security?: unknown[];
  response?: Record<string, unknown>;
};

/** Adds the standard error responses a route can give, by what the route has (input, auth, an id). */
export function withErrorResponses<T extends RouteSchema>(schema: T | undefined): T | undefined {
  if (!schema || schema.hide) return schema;
  const isPublic = Array.isArray(schema.security) && schema.security.length === 0;
  const errors: Record<string, unknown> = {};
  if (schema.body || schema.querystring || schema.params) errors['400'] = error('Invalid input: `message` is the first problem, `errors` lists each field.');
  if (!isPublic) {
    errors['401'] = error('Not signed in, or the API key is unknown or expired.');
    errors['403'] = error("Not allowed: the role is missing, the organization is deactivated, or the action needs a browser session rather than an API key.");
  }
  if (schema.params) errors['404'] = error("Not found, or it belongs to another organization.");
  errors['429'] = error('Too many requests: wait `retryAfterSeconds`.');
  errors['500'] = error('Unexpected server error.');
  return { ...schema, response: { ...errors, ...schema.response } };
}
