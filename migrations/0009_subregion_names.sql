-- Second-level area names ("Story County", "County Cork") as place-search qualifiers; WITHOUT
-- ROWID like the other search tables (drizzle's schema cannot say so; the columns match
-- schema/db/places.ts). The seed fills it: its version stamp is cleared (decision 022).
DELETE FROM `seed_state` WHERE `name` = 'gazetteer';--> statement-breakpoint
CREATE TABLE `subregion_names` (
	`key` text NOT NULL,
	`country_code` text NOT NULL,
	`admin1_code` text NOT NULL,
	PRIMARY KEY(`key`, `country_code`, `admin1_code`)
) WITHOUT ROWID;
