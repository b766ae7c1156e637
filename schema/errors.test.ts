import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_STATUS, toValidationIssues } from './errors';

describe('error table', () => {
  it('maps every code to a 4xx or 5xx status', () => {
    for (const status of Object.values(ERROR_STATUS)) expect(status).toBeGreaterThanOrEqual(400);
    expect(ERROR_STATUS.VALIDATION_FAILED).toBe(422);
    expect(ERROR_STATUS.NOT_CONFIGURED).toBe(501);
  });

  it('names each failing field by its dotted path', () => {
    const schema = z.object({ person1: z.object({ sunSign: z.string() }), list: z.array(z.number()) });
    const result = schema.safeParse({ person1: {}, list: [1, 'x'] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toValidationIssues(result.error).map((i) => i.path)).toEqual(['person1.sunSign', 'list.1']);
    }
  });
});
