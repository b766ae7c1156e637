CREATE TABLE `birth_charts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`birth_date` text NOT NULL,
	`birth_time` text NOT NULL,
	`birth_time_unknown` integer NOT NULL,
	`birth_location` text NOT NULL,
	`sun_sign` text NOT NULL,
	`moon_sign` text NOT NULL,
	`rising_sign` text,
	`response` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `birth_charts_user_created_idx` ON `birth_charts` (`user_id`,`created_at`);