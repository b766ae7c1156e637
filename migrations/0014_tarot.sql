-- Tarot deals and readings (docs/decisions/040-a-fair-deal.md): a deal is read once, its seed kept with the reading; both removed with the account.
CREATE TABLE `tarot_deals` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`seed` text NOT NULL,
	`fingerprint` text NOT NULL,
	`created_at` integer NOT NULL,
	`reading_id` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tarot_deals_created_idx` ON `tarot_deals` (`created_at`);--> statement-breakpoint
CREATE TABLE `tarot_readings` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`spread` text NOT NULL,
	`question` text NOT NULL,
	`positions` text NOT NULL,
	`cards` text NOT NULL,
	`seed` text NOT NULL,
	`fingerprint` text NOT NULL,
	`language` text NOT NULL,
	`result` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tarot_readings_user_created_idx` ON `tarot_readings` (`user_id`,`created_at`);