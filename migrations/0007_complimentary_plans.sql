ALTER TABLE `users` ADD `complimentary_plan` text;--> statement-breakpoint
ALTER TABLE `users` ADD `complimentary_until` integer;