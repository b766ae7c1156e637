import { z } from 'zod';

export const CheckStatusSchema = z.enum(['ok', 'error']);
export type CheckStatus = z.infer<typeof CheckStatusSchema>;

export const HealthSchema = z.object({
  version: z.string(),
  database: CheckStatusSchema,
  kv: CheckStatusSchema,
});
export type Health = z.infer<typeof HealthSchema>;
