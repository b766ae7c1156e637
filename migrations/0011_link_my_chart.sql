-- One chart per person (docs/decisions/031-one-chart-per-person.md): a profile that holds birth
-- data but no "my chart" (or one that was deleted) is linked to the saved chart of that same
-- birth, the oldest first. Profiles with no such chart are cast again from their birth data the
-- first time any feature reads their chart (worker/features/birth-chart/my-chart.service.ts).
UPDATE users
SET my_chart_id = (
  SELECT c.id FROM birth_charts AS c
  WHERE c.user_id = users.id
    AND c.birth_date = users.birth_date
    AND lower(trim(c.birth_location)) = lower(trim(users.birth_location))
    AND ((users.birth_time IS NULL AND c.birth_time_unknown = 1)
      OR (users.birth_time IS NOT NULL AND c.birth_time_unknown = 0 AND substr(c.birth_time, 1, 5) = substr(users.birth_time, 1, 5)))
  ORDER BY c.created_at, c.id
  LIMIT 1
)
WHERE birth_date IS NOT NULL
  AND birth_location IS NOT NULL
  AND (my_chart_id IS NULL OR NOT EXISTS (SELECT 1 FROM birth_charts AS mine WHERE mine.id = users.my_chart_id AND mine.user_id = users.id))
  AND EXISTS (
    SELECT 1 FROM birth_charts AS c
    WHERE c.user_id = users.id
      AND c.birth_date = users.birth_date
      AND lower(trim(c.birth_location)) = lower(trim(users.birth_location))
      AND ((users.birth_time IS NULL AND c.birth_time_unknown = 1)
        OR (users.birth_time IS NOT NULL AND c.birth_time_unknown = 0 AND substr(c.birth_time, 1, 5) = substr(users.birth_time, 1, 5)))
  );
