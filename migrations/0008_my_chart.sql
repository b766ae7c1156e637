ALTER TABLE `users` ADD `my_chart_id` text;--> statement-breakpoint
ALTER TABLE `birth_charts` ADD `name` text;--> statement-breakpoint
ALTER TABLE `birth_charts` ADD `chart_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `birth_charts_user_key_idx` ON `birth_charts` (`user_id`,`chart_key`);