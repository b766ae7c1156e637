CREATE TABLE `countries` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `country_names` (
	`key` text NOT NULL,
	`country_code` text NOT NULL,
	PRIMARY KEY(`key`, `country_code`)
);
--> statement-breakpoint
CREATE TABLE `place_names` (
	`key` text NOT NULL,
	`place_id` integer NOT NULL,
	`kind` integer NOT NULL,
	PRIMARY KEY(`key`, `place_id`)
);
--> statement-breakpoint
CREATE TABLE `places` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`ascii_name` text NOT NULL,
	`country_code` text NOT NULL,
	`admin1_code` text NOT NULL,
	`population` integer NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`timezone` text NOT NULL,
	`feature_code` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `places_country_population_idx` ON `places` (`country_code`,`population`);--> statement-breakpoint
CREATE TABLE `region_names` (
	`key` text NOT NULL,
	`country_code` text NOT NULL,
	`admin1_code` text NOT NULL,
	PRIMARY KEY(`key`, `country_code`, `admin1_code`)
);
--> statement-breakpoint
CREATE TABLE `regions` (
	`country_code` text NOT NULL,
	`admin1_code` text NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`country_code`, `admin1_code`)
);
--> statement-breakpoint
CREATE TABLE `seed_state` (
	`name` text PRIMARY KEY NOT NULL,
	`version` text NOT NULL,
	`seeded_at` integer NOT NULL
);
