/**
 * `npm run user:plan -- --email <address> --plan oracle|master|free [--days N]`: gives an
 * account a complimentary plan (for N days, or until ended), or ends it with `--plan free`. It
 * writes the account's complimentary entitlement, which the Worker's tier decision reads on
 * every request (worker/lib/tiers.ts), so a running `npm start` shows the plan at once. A
 * Stripe subscription or a trial of the account is left as it is.
 *   local:  the database `npm start` uses (default)
 *   D1:     --remote, the database of wrangler.toml through your `wrangler login`
 *   libSQL: DATABASE_URL=libsql://… DATABASE_AUTH_TOKEN=… npm run user:plan -- …
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { TIER_NAMES, TIERS } from '../core/plans';
import { EmailSchema } from '../schema/auth';
import { fail, runStatement, targetName } from './lib/database-command';

const MAX_DAYS = 3650;

const ArgsSchema = z.object({
  email: EmailSchema,
  plan: z.enum(TIERS, { error: 'Choose --plan oracle, master or free' }),
  days: z.coerce
    .number({ error: '--days takes a whole number of days' })
    .int('--days takes a whole number of days')
    .min(1, '--days is at least 1')
    .max(MAX_DAYS, `--days is at most ${MAX_DAYS}`)
    .optional(),
  remote: z.boolean(),
  'persist-to': z.string().optional(),
});

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    plan: { type: 'string' },
    days: { type: 'string' },
    remote: { type: 'boolean', default: false },
    /** Another local database directory than wrangler's default (the browser tests' server). */
    'persist-to': { type: 'string' },
  },
  strict: true,
});
const parsed = ArgsSchema.safeParse(values);
if (!parsed.success) fail(parsed.error.issues.map((issue) => issue.message).join('; '));
const { email, plan, days, remote, 'persist-to': persistTo } = parsed.data;
if (plan === 'free' && days !== undefined)
  fail('--days goes with a paid plan; --plan free ends the complimentary plan');

const until = plan === 'free' || days === undefined ? null : Date.now() + days * 86_400_000;
const sql =
  'UPDATE users SET complimentary_plan = ?1, complimentary_until = ?2, updated_at = ?3 WHERE email = ?4 ' +
  'RETURNING id, first_name';
const args = [plan === 'free' ? null : plan, until, Date.now(), email];

const rows = await runStatement<{ id: string }>(sql, args, { remote, persistTo });
if (rows.length === 0) fail(`No account with the email ${email}`);
const where = targetName({ remote });
if (plan === 'free') {
  console.log(`✓ ${email}: the complimentary plan has ended (${where}); a subscription or trial still counts.`);
} else {
  const end = until === null ? 'until it is ended with --plan free' : `until ${new Date(until).toISOString()}`;
  console.log(`✓ ${email}: complimentary ${TIER_NAMES[plan]} ${end} (${where}).`);
}
