-- Saved synastry readings (docs/decisions/039-advanced-synastry.md): one row per reading a reader kept, removed with the account.
CREATE TABLE `synastry_readings` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`score` integer NOT NULL,
	`mode` text NOT NULL,
	`language` text NOT NULL,
	`request` text NOT NULL,
	`result` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `synastry_readings_user_created_idx` ON `synastry_readings` (`user_id`,`created_at`);