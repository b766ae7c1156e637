import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

/** A signed-in user's cast charts (docs/product.md#data), with the whole answer kept. */
export const birthCharts = sqliteTable(
  'birth_charts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    birthDate: text('birth_date').notNull(),
    birthTime: text('birth_time').notNull(),
    birthTimeUnknown: integer('birth_time_unknown', { mode: 'boolean' }).notNull(),
    /** The resolved place's name ("Paris, Île-de-France, France"). */
    birthLocation: text('birth_location').notNull(),
    sunSign: text('sun_sign').notNull(),
    moonSign: text('moon_sign').notNull(),
    risingSign: text('rising_sign'),
    /** JSON of the POST /api/birth-chart answer, as the user saw it. */
    response: text('response').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('birth_charts_user_created_idx').on(t.userId, t.createdAt)],
);
