import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

/** A signed-in user's cast charts (docs/product.md#data), with the whole answer kept. */
export const birthCharts = sqliteTable(
  'birth_charts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the user called it ("Me", "Alex"); charts saved before names existed have none. */
    name: text('name'),
    /**
     * The chart's identity: the birth instant's inputs, the resolved place and the house system
     * (birth-chart.repository.ts `chartKey`). One account keeps one chart per key.
     */
    chartKey: text('chart_key'),
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
  (t) => [
    index('birth_charts_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('birth_charts_user_key_idx').on(t.userId, t.chartKey),
  ],
);
