import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ApiError } from './errors';

/** What a client sends for a target: the schema's input for JSON (defaults optional), strings elsewhere. */
type ClientInput<Target extends keyof ValidationTargets, Schema extends z.ZodType> = Target extends 'json'
  ? z.input<Schema>
  : { [Key in keyof z.input<Schema>]: Target extends 'query' ? string | string[] : string };

/** What a validation middleware checks: the OpenAPI description (worker/lib/openapi.ts) reads it. */
export interface Validation {
  target: keyof ValidationTargets;
  schema: z.ZodType;
}

const validations = new WeakMap<object, Validation>();

/** The part of a request and the schema a route's middleware validates, if it is a validation. */
export function validationOf(handler: unknown): Validation | undefined {
  return typeof handler === 'function' ? validations.get(handler) : undefined;
}

/**
 * The zod validation wrapper: the route's shared schema checks the JSON body, query or
 * params; failures become 422 VALIDATION_FAILED naming each field. Typed for `hc`: clients
 * are asked for the schema's input, handlers get its parsed output.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  /**
   * The 422's message, where the product names one ('Invalid Plan'), or chosen from the fields'
   * messages (the spec's alert when it is among them); a generic one otherwise.
   */
  message?: string | ((messages: readonly string[]) => string),
  /** A route whose contract answers 400 instead. */
  code: 'VALIDATION_FAILED' | 'BAD_REQUEST' = 'VALIDATION_FAILED',
): ValidatedBy<Target, Schema> {
  const middleware = validator(target, (value): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const said = typeof message === 'function' ? message(result.error.issues.map((i) => i.message)) : message;
    throw ApiError.validation(result.error, said, code);
  });
  validations.set(middleware, { target, schema });
  // hono's validator cannot be told the input type apart from its other type parameters;
  // the middleware is the same, only its declared input differs.
  return middleware as unknown as ValidatedBy<Target, Schema>;
}

type ValidatedBy<Target extends keyof ValidationTargets, Schema extends z.ZodType> = MiddlewareHandler<
  // biome-ignore lint/suspicious/noExplicitAny: the middleware serves any app environment, as hono's own validator does
  any,
  string,
  { in: { [Key in Target]: ClientInput<Target, Schema> }; out: { [Key in Target]: z.output<Schema> } }
>;
