CREATE TABLE `ai_spend` (
	`day` text PRIMARY KEY NOT NULL,
	`microdollars` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `stella_conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`message_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stella_conversations_user_updated_idx` ON `stella_conversations` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `stella_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`content` text NOT NULL,
	`paragraphs` text,
	`insights` text,
	`writer` text,
	`status` text DEFAULT 'complete' NOT NULL,
	`prompt_tokens` integer,
	`completion_tokens` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `stella_conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stella_messages_conversation_idx` ON `stella_messages` (`conversation_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `stella_usage` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`conversations` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
