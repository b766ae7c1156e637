import { describe, expect, it } from 'vitest';
import { signUpAndSignIn, userPlan } from '../support/accounts';
import { openSession } from '../support/browser';

describe('npm run user:plan', () => {
  it('makes a running account Master at once, for N days, and --plan free ends it', async () => {
    const session = await openSession({ reducedMotion: 'reduce' });
    const { page } = session;
    const email = `e2e.plan.${Date.now()}@example.com`;
    await signUpAndSignIn(page, { email, password: 'a quiet night sky', firstName: 'Cecilia', lastName: 'Payne' });
    const status = async () => (await page.request.get('/api/premium-test-status')).json();
    expect(await status()).toEqual({ isPremium: false, tier: 'free' });

    const granted = await userPlan('--email', email.toUpperCase(), '--plan', 'master');
    expect(granted.code).toBe(0);
    expect(granted.out).toContain('complimentary Master until it is ended');
    expect(await status()).toEqual({ isPremium: true, tier: 'master' });
    // The pages follow: the chart's complete interpretation and the Pro badge.
    await page.goto('/premium');
    await expect.poll(() => page.locator('[data-plan="master"] .plan-card__cta').textContent()).toBe('Current Plan');

    const forAWeek = await userPlan('--email', email, '--plan', 'oracle', '--days', '7');
    expect(forAWeek.code).toBe(0);
    expect(forAWeek.out).toMatch(/complimentary Oracle until \d{4}-\d{2}-\d{2}T/);
    expect(await status()).toEqual({ isPremium: true, tier: 'oracle' });

    expect((await userPlan('--email', email, '--plan', 'free')).code).toBe(0);
    expect(await status()).toEqual({ isPremium: false, tier: 'free' });
    await session.close();
  });

  it('refuses an unknown account, a plan that does not exist and days that make no sense', async () => {
    const cases = [
      [['--email', 'nobody.here@example.com', '--plan', 'master'], 'No account with the email nobody.here@example.com'],
      [['--email', 'a@example.com', '--plan', 'gold'], 'Choose --plan oracle, master or free'],
      [['--email', 'a@example.com', '--plan', 'oracle', '--days', '0'], '--days is at least 1'],
      [['--email', 'a@example.com', '--plan', 'free', '--days', '3'], '--days goes with a paid plan'],
    ] as const;
    // Each command is its own process: they run side by side.
    const answers = await Promise.all(cases.map(([args]) => userPlan(...args)));
    cases.forEach(([args, message], i) => {
      expect(answers[i]?.code, args.join(' ')).toBe(2);
      expect(answers[i]?.out).toContain(message);
    });
  });
});
