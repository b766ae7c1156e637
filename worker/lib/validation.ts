import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ApiError } from './errors';

/**
 * The zod validation wrapper: the route's shared schema checks the JSON body, query or
 * params; failures become 422 VALIDATION_FAILED naming each field. Typed for `hc`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (!result.success) throw ApiError.validation(result.error);
    return result.data;
  });
}
