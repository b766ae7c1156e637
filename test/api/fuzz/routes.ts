/**
 * Every route of the router with what it accepts, for the fuzzer. fuzz.test.ts checks this
 * table against the app's own route list, so a new route is fuzzed from the day it exists.
 */
import { type ZodType, z } from 'zod';
import {
  ChangePasswordRequestSchema,
  EmailOnlyRequestSchema,
  EmailSignupRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SessionIdParamSchema,
  VerifyEmailQuerySchema,
} from '@schema/auth';
import {
  BirthChartRequestSchema,
  RenameChartSchema,
  SaveChartRequestSchema,
  SavedChartIdParamSchema,
  SavedChartsQuerySchema,
} from '@schema/birth-chart';
import { CheckoutSessionIdSchema, CreateCheckoutSchema } from '@schema/payments';
import { HoroscopeParamsSchema, HoroscopeQuerySchema, TimelineQuerySchema } from '@schema/horoscope';
import { PlaceSearchQuerySchema } from '@schema/places';
import { NumerologyRequestSchema } from '@schema/numerology';
import { SynastryReadingIdSchema, SynastryRequestSchema } from '@schema/synastry';
import { TarotReadingIdSchema, TarotReadingRequestSchema } from '@schema/tarot';
import { CollectGemRequestSchema } from '@schema/game';
import {
  AdminCreateUserRequestSchema,
  AdminLoginRequestSchema,
  AdminUsersQuerySchema,
  AuditLogQuerySchema,
  ToggleActiveRequestSchema,
  TogglePremiumRequestSchema,
  UnlockAccountRequestSchema,
  VisitRequestSchema,
} from '@schema/admin';
import {
  AskRequestSchema,
  ConversationListQuerySchema,
  ConversationParamSchema,
  DailyInsightQuerySchema,
} from '@schema/stella';
import {
  ActivityRequestSchema,
  DeleteAccountRequestSchema,
  MyChartRequestSchema,
  ProfilePatchSchema,
  PublicProfileParamSchema,
} from '@schema/profile';
import {
  CalendarQuerySchema,
  PlanetaryHoursQuerySchema,
  ProgressionsRequestSchema,
  SkyRangeQuerySchema,
} from '@schema/sky';

export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The router's path; `:id` is filled by the fuzzer. */
  path: string;
  json?: ZodType;
  query?: ZodType;
  param?: ZodType;
  /**
   * Signing out ends the session the request carries: fuzzed as a visitor and with one-off
   * sessions, so the pool of signed-in users stays signed in.
   */
  endsSession?: boolean;
}

/** The sign-in entry points keep a same-site return path (docs/product.md#screens-and-routes). */
const ReturnToQuerySchema = z.object({ returnTo: z.string().optional() });

export const FUZZ_ROUTES: FuzzRoute[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'POST', path: '/api/birth-chart', json: BirthChartRequestSchema },
  { method: 'GET', path: '/api/birth-charts', query: SavedChartsQuerySchema },
  { method: 'GET', path: '/api/birth-charts/:id', param: SavedChartIdParamSchema },
  { method: 'DELETE', path: '/api/birth-charts/:id', param: SavedChartIdParamSchema },
  { method: 'POST', path: '/api/birth-charts', json: SaveChartRequestSchema },
  { method: 'PATCH', path: '/api/birth-charts/:id', param: SavedChartIdParamSchema, json: RenameChartSchema },
  { method: 'GET', path: '/api/places', query: PlaceSearchQuerySchema },
  { method: 'GET', path: '/api/sky/events', query: SkyRangeQuerySchema },
  { method: 'GET', path: '/api/sky/planetary-hours', query: PlanetaryHoursQuerySchema },
  { method: 'GET', path: '/api/sky/calendar.ics', query: CalendarQuerySchema },
  { method: 'POST', path: '/api/sky/progressions', json: ProgressionsRequestSchema },
  {
    method: 'GET',
    path: '/api/astrology/horoscope/:sign/:period',
    param: HoroscopeParamsSchema,
    query: HoroscopeQuerySchema,
  },
  { method: 'GET', path: '/api/astrology/timeline', query: TimelineQuerySchema },
  { method: 'GET', path: '/api/stella/usage' },
  { method: 'GET', path: '/api/stella/daily-insight', query: DailyInsightQuerySchema },
  { method: 'POST', path: '/api/stella/ask', json: AskRequestSchema },
  { method: 'POST', path: '/api/stella/analysis', json: BirthChartRequestSchema },
  { method: 'GET', path: '/api/stella/conversations', query: ConversationListQuerySchema },
  { method: 'GET', path: '/api/stella/conversations/:id', param: ConversationParamSchema },
  { method: 'DELETE', path: '/api/stella/conversations/:id', param: ConversationParamSchema },
  { method: 'POST', path: '/api/synastry/advanced-analysis', json: SynastryRequestSchema },
  { method: 'POST', path: '/api/synastry/readings', json: SynastryRequestSchema },
  { method: 'GET', path: '/api/synastry/readings' },
  { method: 'GET', path: '/api/synastry/readings/:id', param: SynastryReadingIdSchema },
  { method: 'DELETE', path: '/api/synastry/readings/:id', param: SynastryReadingIdSchema },
  { method: 'POST', path: '/api/numerology', json: NumerologyRequestSchema },
  { method: 'GET', path: '/api/game/daily-gem' },
  { method: 'GET', path: '/api/game/progress' },
  { method: 'GET', path: '/api/game/leaderboard' },
  { method: 'POST', path: '/api/game/collect-gem', json: CollectGemRequestSchema },
  { method: 'POST', path: '/api/admin/login', json: AdminLoginRequestSchema },
  { method: 'GET', path: '/api/admin/check-auth' },
  { method: 'POST', path: '/api/admin/logout' },
  { method: 'GET', path: '/api/admin/stats' },
  { method: 'GET', path: '/api/admin/users', query: AdminUsersQuerySchema },
  { method: 'GET', path: '/api/admin/visit-stats' },
  { method: 'GET', path: '/api/admin/audit-log', query: AuditLogQuerySchema },
  { method: 'POST', path: '/api/admin/toggle-premium', json: TogglePremiumRequestSchema },
  { method: 'POST', path: '/api/admin/unlock-account', json: UnlockAccountRequestSchema },
  { method: 'POST', path: '/api/admin/toggle-active', json: ToggleActiveRequestSchema },
  { method: 'POST', path: '/api/admin/create-user', json: AdminCreateUserRequestSchema },
  { method: 'DELETE', path: '/api/admin/delete-user/:id', param: z.object({ id: z.string() }) },
  { method: 'POST', path: '/api/visits', json: VisitRequestSchema },
  { method: 'GET', path: '/api/tarot/spreads' },
  { method: 'POST', path: '/api/tarot/deal' },
  { method: 'POST', path: '/api/tarot/reading', json: TarotReadingRequestSchema },
  { method: 'GET', path: '/api/tarot/readings' },
  { method: 'GET', path: '/api/tarot/readings/:id', param: TarotReadingIdSchema },
  { method: 'DELETE', path: '/api/tarot/readings/:id', param: TarotReadingIdSchema },
  { method: 'GET', path: '/api/user-chart' },
  { method: 'POST', path: '/api/auth/email/signup', json: EmailSignupRequestSchema },
  { method: 'POST', path: '/api/auth/register', json: RegisterRequestSchema },
  { method: 'POST', path: '/api/auth/email/login', json: LoginRequestSchema },
  { method: 'POST', path: '/api/auth/login', json: LoginRequestSchema },
  { method: 'GET', path: '/api/auth/user' },
  { method: 'POST', path: '/api/auth/logout', endsSession: true },
  { method: 'POST', path: '/api/auth/logout-all', endsSession: true },
  { method: 'GET', path: '/api/auth/sessions' },
  { method: 'DELETE', path: '/api/auth/sessions/:id', param: SessionIdParamSchema },
  { method: 'GET', path: '/api/auth/verify-email', query: VerifyEmailQuerySchema },
  { method: 'POST', path: '/api/auth/resend-verification', json: EmailOnlyRequestSchema },
  { method: 'POST', path: '/api/auth/forgot-password', json: EmailOnlyRequestSchema },
  { method: 'POST', path: '/api/auth/reset-password', json: ResetPasswordRequestSchema },
  { method: 'POST', path: '/api/auth/change-password', json: ChangePasswordRequestSchema },
  { method: 'GET', path: '/api/user/profile' },
  { method: 'PATCH', path: '/api/user/profile', json: ProfilePatchSchema },
  { method: 'POST', path: '/api/user/activity', json: ActivityRequestSchema },
  { method: 'PUT', path: '/api/user/my-chart', json: MyChartRequestSchema },
  { method: 'DELETE', path: '/api/user/my-chart' },
  { method: 'GET', path: '/api/user/activity' },
  { method: 'GET', path: '/api/user/export' },
  { method: 'DELETE', path: '/api/user', json: DeleteAccountRequestSchema },
  { method: 'GET', path: '/api/public/profile/:id', param: PublicProfileParamSchema },
  { method: 'POST', path: '/api/payments/create-checkout', json: CreateCheckoutSchema },
  { method: 'GET', path: '/api/payments/checkout/:sessionId', param: z.object({ sessionId: CheckoutSessionIdSchema }) },
  { method: 'GET', path: '/api/payments/subscription-status' },
  { method: 'POST', path: '/api/payments/cancel-subscription' },
  { method: 'POST', path: '/api/payments/portal' },
  { method: 'POST', path: '/api/payments/webhook' },
  { method: 'GET', path: '/api/login', query: ReturnToQuerySchema },
  { method: 'GET', path: '/api/premium-test-status' },
  { method: 'GET', path: '/api/openapi.json' },
  { method: 'GET', path: '/auth', query: ReturnToQuerySchema },
  { method: 'GET', path: '/auth/check' },
];
