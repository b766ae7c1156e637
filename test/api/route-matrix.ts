/**
 * Every /api route of the router with a request to make and the status each role must get: the
 * authorization matrix (authorization.test.ts) checks the statuses, the D1 accounting
 * (d1-cost.test.ts) counts the statements the requests run.
 */
import { gemsOfDay, utcDay } from '@core/game';
import type { Tier } from '@schema/auth';
import { app } from '@worker/app';
import { uniqueEmail } from './accounts';

export type Role = 'anonymous' | Tier;
export const ROLES: Role[] = ['anonymous', 'free', 'oracle', 'master'];

export interface Cell {
  /** The request to make: a path (params filled in) and, for writes, a body. */
  path: string;
  body?: () => unknown;
  expect: Record<Role, number> | number;
}

const everyone = (status: number) => status;
const signedIn = (anonymous: number, member: number) => ({ anonymous, free: member, oracle: member, master: member });
/** A birth the matrix's chart routes cast. */
export const CHART = {
  birthDate: '1990-05-15',
  birthTime: '14:30',
  latitude: 48.8566,
  longitude: 2.3522,
  timezone: 'Europe/Paris',
};

/** Two people the synastry routes compare. */
export const SYNASTRY = {
  person1: { sunSign: 'aries', moonSign: 'cancer' },
  person2: { birth: { ...CHART, birthLocation: '' } },
};

export const MATRIX: Record<string, Cell> = {
  'GET /api/health': { path: '/api/health', expect: everyone(200) },
  'POST /api/birth-chart': { path: '/api/birth-chart', body: () => CHART, expect: everyone(200) },
  'GET /api/birth-charts': { path: '/api/birth-charts', expect: signedIn(401, 200) },
  'GET /api/birth-charts/:id': { path: '/api/birth-charts/not-a-chart', expect: signedIn(401, 404) },
  'DELETE /api/birth-charts/:id': { path: '/api/birth-charts/not-a-chart', expect: signedIn(401, 404) },
  'POST /api/birth-charts': {
    path: '/api/birth-charts',
    body: () => ({ ...CHART, name: 'Me' }),
    expect: signedIn(401, 201),
  },
  'PATCH /api/birth-charts/:id': {
    path: '/api/birth-charts/not-a-chart',
    body: () => ({ name: 'Alex' }),
    expect: signedIn(401, 404),
  },
  'GET /api/places': { path: '/api/places?q=Paris', expect: everyone(200) },
  'GET /api/sky/events': { path: '/api/sky/events?from=2026-01-01&to=2026-01-08', expect: everyone(200) },
  'GET /api/sky/planetary-hours': {
    path: '/api/sky/planetary-hours?date=2026-03-29&latitude=51.5&longitude=-0.13&timeZone=Europe/London',
    expect: everyone(200),
  },
  'GET /api/sky/calendar.ics': { path: '/api/sky/calendar.ics?lang=en', expect: everyone(200) },
  'POST /api/sky/progressions': {
    path: '/api/sky/progressions',
    body: () => ({ natal: { utc: '1990-05-15T12:30:00Z', latitude: 48.85, longitude: 2.35 }, targetUtc: '2026-11-26' }),
    expect: everyone(200),
  },
  // The day's basic horoscope is for everyone; its premium insights for Oracle and Master only.
  'GET /api/astrology/horoscope/:sign/:period': {
    path: '/api/astrology/horoscope/leo/today?premium=true',
    expect: { anonymous: 401, free: 403, oracle: 200, master: 200 },
  },
  'GET /api/astrology/timeline': {
    path: '/api/astrology/timeline?sign=leo&days=3',
    expect: { anonymous: 401, free: 403, oracle: 200, master: 200 },
  },
  // Ask Stella is Oracle's and Master's; a reader's own threads stay theirs whatever their plan.
  'GET /api/stella/usage': {
    path: '/api/stella/usage',
    expect: { anonymous: 401, free: 403, oracle: 200, master: 200 },
  },
  'GET /api/stella/daily-insight': {
    path: '/api/stella/daily-insight',
    expect: { anonymous: 401, free: 403, oracle: 404, master: 404 },
  },
  'POST /api/stella/ask': {
    path: '/api/stella/ask',
    body: () => ({ message: 'Hello' }),
    expect: { anonymous: 401, free: 403, oracle: 200, master: 200 },
  },
  'GET /api/stella/conversations': { path: '/api/stella/conversations', expect: signedIn(401, 200) },
  'GET /api/stella/conversations/:id': { path: '/api/stella/conversations/nothing', expect: signedIn(401, 404) },
  'DELETE /api/stella/conversations/:id': { path: '/api/stella/conversations/nothing', expect: signedIn(401, 404) },
  'POST /api/stella/analysis': {
    path: '/api/stella/analysis',
    body: () => CHART,
    expect: { anonymous: 401, free: 403, oracle: 200, master: 200 },
  },
  'GET /api/user-chart': { path: '/api/user-chart', expect: { anonymous: 401, free: 403, oracle: 200, master: 200 } },
  // Advanced synastry is Oracle's and Master's; the readings a reader kept stay theirs whatever their plan.
  'POST /api/synastry/advanced-analysis': {
    path: '/api/synastry/advanced-analysis',
    body: () => SYNASTRY,
    expect: { anonymous: 401, free: 403, oracle: 200, master: 200 },
  },
  'POST /api/synastry/readings': {
    path: '/api/synastry/readings',
    body: () => SYNASTRY,
    expect: { anonymous: 401, free: 403, oracle: 201, master: 201 },
  },
  'GET /api/synastry/readings': { path: '/api/synastry/readings', expect: signedIn(401, 200) },
  'GET /api/synastry/readings/:id': { path: '/api/synastry/readings/not-a-reading', expect: signedIn(401, 404) },
  'DELETE /api/synastry/readings/:id': { path: '/api/synastry/readings/not-a-reading', expect: signedIn(401, 404) },
  'POST /api/numerology': {
    path: '/api/numerology',
    body: () => ({ name: 'Ada Lovelace', birthDate: '1915-12-10' }),
    expect: { anonymous: 401, free: 403, oracle: 200, master: 200 },
  },
  // Tarot is Master's; the spreads are anyone's; the readings a reader kept stay theirs whatever their plan.
  'GET /api/tarot/spreads': { path: '/api/tarot/spreads', expect: everyone(200) },
  'POST /api/tarot/deal': { path: '/api/tarot/deal', expect: { anonymous: 401, free: 403, oracle: 403, master: 201 } },
  'POST /api/tarot/reading': {
    path: '/api/tarot/reading',
    body: () => ({ spread: 'single-card', question: 'What should I know today?' }),
    expect: { anonymous: 401, free: 403, oracle: 403, master: 200 },
  },
  'GET /api/tarot/readings': { path: '/api/tarot/readings', expect: signedIn(401, 200) },
  'GET /api/tarot/readings/:id': { path: '/api/tarot/readings/not-a-reading', expect: signedIn(401, 404) },
  'DELETE /api/tarot/readings/:id': { path: '/api/tarot/readings/not-a-reading', expect: signedIn(401, 404) },
  // Astro Gems: the day's gems and the board are anyone's; collecting is Explorer's alone.
  'GET /api/game/daily-gem': { path: '/api/game/daily-gem', expect: everyone(200) },
  'GET /api/game/leaderboard': { path: '/api/game/leaderboard', expect: everyone(200) },
  'GET /api/game/progress': { path: '/api/game/progress', expect: signedIn(401, 200) },
  'POST /api/game/collect-gem': {
    path: '/api/game/collect-gem',
    body: () => ({ gemType: gemsOfDay(utcDay(new Date()))[0] }),
    expect: { anonymous: 401, free: 200, oracle: 403, master: 403 },
  },
  // The admin portal answers its own session only: every user, whatever the plan, is a stranger there.
  'POST /api/admin/login': {
    path: '/api/admin/login',
    body: () => ({ username: 'nobody', password: 'not the password' }),
    expect: everyone(401),
  },
  'GET /api/admin/check-auth': { path: '/api/admin/check-auth', expect: everyone(200) },
  'POST /api/admin/logout': { path: '/api/admin/logout', expect: everyone(401) },
  'GET /api/admin/stats': { path: '/api/admin/stats', expect: everyone(401) },
  'GET /api/admin/users': { path: '/api/admin/users', expect: everyone(401) },
  'GET /api/admin/visit-stats': { path: '/api/admin/visit-stats', expect: everyone(401) },
  'GET /api/admin/audit-log': { path: '/api/admin/audit-log', expect: everyone(401) },
  'POST /api/admin/toggle-premium': {
    path: '/api/admin/toggle-premium',
    body: () => ({ userId: 'someone', isPremium: true }),
    expect: everyone(401),
  },
  'POST /api/admin/unlock-account': {
    path: '/api/admin/unlock-account',
    body: () => ({ userId: 'someone' }),
    expect: everyone(401),
  },
  'POST /api/admin/toggle-active': {
    path: '/api/admin/toggle-active',
    body: () => ({ userId: 'someone', isActive: false }),
    expect: everyone(401),
  },
  'POST /api/admin/create-user': {
    path: '/api/admin/create-user',
    body: () => ({ email: uniqueEmail(), password: 'a fine password' }),
    expect: everyone(401),
  },
  'DELETE /api/admin/delete-user/:id': { path: '/api/admin/delete-user/someone', expect: everyone(401) },
  // A page the app shows, reported for the visit counts: accepted from anyone, counted for people only.
  'POST /api/visits': { path: '/api/visits', body: () => ({ path: '/horoscope' }), expect: everyone(204) },
  'POST /api/auth/email/signup': {
    path: '/api/auth/email/signup',
    body: () => ({ email: uniqueEmail(), password: 'a fine password' }),
    expect: everyone(201),
  },
  'POST /api/auth/register': {
    path: '/api/auth/register',
    body: () => ({ email: uniqueEmail(), password: 'a fine password', firstName: 'A', lastName: 'B' }),
    expect: everyone(201),
  },
  'POST /api/auth/email/login': {
    path: '/api/auth/email/login',
    body: () => ({ email: uniqueEmail(), password: 'x' }),
    expect: everyone(401),
  },
  'POST /api/auth/login': {
    path: '/api/auth/login',
    body: () => ({ email: uniqueEmail(), password: 'x' }),
    expect: everyone(401),
  },
  'GET /api/auth/user': { path: '/api/auth/user', expect: signedIn(401, 200) },
  'POST /api/auth/logout': { path: '/api/auth/logout', expect: everyone(200) },
  'POST /api/auth/logout-all': { path: '/api/auth/logout-all', expect: signedIn(401, 200) },
  'GET /api/auth/sessions': { path: '/api/auth/sessions', expect: signedIn(401, 200) },
  'DELETE /api/auth/sessions/:id': { path: '/api/auth/sessions/not-a-session', expect: signedIn(401, 404) },
  'GET /api/auth/verify-email': { path: '/api/auth/verify-email?token=not-a-token', expect: everyone(400) },
  'POST /api/auth/resend-verification': {
    path: '/api/auth/resend-verification',
    body: () => ({ email: uniqueEmail() }),
    expect: everyone(200),
  },
  'POST /api/auth/forgot-password': {
    path: '/api/auth/forgot-password',
    body: () => ({ email: uniqueEmail() }),
    expect: everyone(200),
  },
  'POST /api/auth/reset-password': {
    path: '/api/auth/reset-password',
    body: () => ({ token: 'not-a-token', password: 'a fine password' }),
    expect: everyone(400),
  },
  'POST /api/auth/change-password': {
    path: '/api/auth/change-password',
    body: () => ({ currentPassword: 'not the password', newPassword: 'a fine password' }),
    expect: signedIn(401, 422),
  },
  'GET /api/user/profile': { path: '/api/user/profile', expect: signedIn(401, 200) },
  'PATCH /api/user/profile': { path: '/api/user/profile', body: () => ({ bio: 'Hello' }), expect: signedIn(401, 200) },
  'POST /api/user/activity': {
    path: '/api/user/activity',
    body: () => ({ kind: 'horoscope_read' }),
    expect: signedIn(401, 204),
  },
  'PUT /api/user/my-chart': {
    path: '/api/user/my-chart',
    body: () => ({ chartId: 'not-a-chart' }),
    expect: signedIn(401, 404),
  },
  'DELETE /api/user/my-chart': { path: '/api/user/my-chart', expect: signedIn(401, 200) },
  'GET /api/user/activity': { path: '/api/user/activity', expect: signedIn(401, 200) },
  'GET /api/user/export': { path: '/api/user/export', expect: signedIn(401, 200) },
  'DELETE /api/user': { path: '/api/user', body: () => ({ password: 'not the password' }), expect: signedIn(401, 422) },
  'GET /api/public/profile/:id': { path: '/api/public/profile/nobody', expect: everyone(404) },
  'GET /api/login': { path: '/api/login', expect: everyone(302) },
  'GET /api/premium-test-status': { path: '/api/premium-test-status', expect: everyone(200) },
  // The API's description is public, as the API is.
  'GET /api/openapi.json': { path: '/api/openapi.json', expect: everyone(200) },
  // A free user gets a checkout; Oracle and Master accounts already hold that plan or a higher one.
  'POST /api/payments/create-checkout': {
    path: '/api/payments/create-checkout',
    body: () => ({ plan: 'oracle' }),
    expect: { anonymous: 401, free: 200, oracle: 409, master: 409 },
  },
  'GET /api/payments/checkout/:sessionId': {
    path: '/api/payments/checkout/cs_test_nobody',
    expect: signedIn(401, 404),
  },
  'GET /api/payments/subscription-status': { path: '/api/payments/subscription-status', expect: signedIn(401, 200) },
  'POST /api/payments/cancel-subscription': { path: '/api/payments/cancel-subscription', expect: signedIn(401, 404) },
  'POST /api/payments/portal': { path: '/api/payments/portal', expect: signedIn(401, 404) },
  // Stripe's calls: no session, no CSRF check, the signature decides (none here: 400).
  'POST /api/payments/webhook': {
    path: '/api/payments/webhook',
    body: () => ({ id: 'evt_unsigned' }),
    expect: everyone(400),
  },
};

/** The router's /api routes as "METHOD /path". */
export const API_ROUTES = [
  ...new Set(
    app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`),
  ),
];
