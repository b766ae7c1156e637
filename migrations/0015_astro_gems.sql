CREATE TABLE `game_collections` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`gem` text NOT NULL,
	`collected_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `game_collections_user_gem_idx` ON `game_collections` (`user_id`,`gem`,`day`);--> statement-breakpoint
CREATE INDEX `game_collections_day_idx` ON `game_collections` (`day`);--> statement-breakpoint
CREATE TABLE `game_completions` (
	`user_id` text PRIMARY KEY NOT NULL,
	`completed_at` integer NOT NULL,
	`completed_day` text NOT NULL,
	`days_to_complete` integer NOT NULL,
	`trial_ends_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `game_rotations` (
	`day` text PRIMARY KEY NOT NULL,
	`gems` text NOT NULL,
	`created_at` integer NOT NULL
);
