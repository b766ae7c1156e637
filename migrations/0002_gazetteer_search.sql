-- Place search reads place_names alone: each key carries its place's population, country and
-- region. Both search tables are WITHOUT ROWID so a key range is one sequential read (drizzle's
-- schema cannot say so; the columns match schema/db/places.ts). The seed reloads the data:
-- its version stamp is cleared.
DELETE FROM `seed_state` WHERE `name` = 'gazetteer';--> statement-breakpoint
DROP TABLE `place_names`;--> statement-breakpoint
CREATE TABLE `place_names` (
	`key` text NOT NULL,
	`place_id` integer NOT NULL,
	`kind` integer NOT NULL,
	`population` integer NOT NULL,
	`country_code` text NOT NULL,
	`admin1_code` text NOT NULL,
	PRIMARY KEY(`key`, `place_id`)
) WITHOUT ROWID;--> statement-breakpoint
CREATE TABLE `place_prefixes` (
	`prefix` text NOT NULL,
	`place_id` integer NOT NULL,
	`score` integer NOT NULL,
	`population` integer NOT NULL,
	PRIMARY KEY(`prefix`, `place_id`)
) WITHOUT ROWID;--> statement-breakpoint
DROP INDEX `places_country_population_idx`;--> statement-breakpoint
CREATE INDEX `places_area_population_idx` ON `places` (`country_code`,`admin1_code`,`population`);--> statement-breakpoint
CREATE INDEX `places_feature_area_idx` ON `places` (`feature_code`,`country_code`,`admin1_code`);
