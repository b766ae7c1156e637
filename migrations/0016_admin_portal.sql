CREATE TABLE `admin_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_id` text NOT NULL,
	`admin_username` text NOT NULL,
	`action` text NOT NULL,
	`target_user_id` text,
	`before` text,
	`after` text,
	`request_id` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_audit_created_idx` ON `admin_audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `admin_audit_target_idx` ON `admin_audit_log` (`target_user_id`);--> statement-breakpoint
CREATE TABLE `admin_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `admin_sessions_admin_idx` ON `admin_sessions` (`admin_id`);--> statement-breakpoint
CREATE INDEX `admin_sessions_expires_idx` ON `admin_sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `admins` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`totp_secret` text,
	`totp_last_step` integer,
	`failed_login_attempts` integer DEFAULT 0 NOT NULL,
	`locked_until` integer,
	`created_at` integer NOT NULL,
	`last_login_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admins_username_unique` ON `admins` (`username`);--> statement-breakpoint
CREATE TABLE `page_visits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`day` text NOT NULL,
	`path` text NOT NULL,
	`visitor` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_visits_day_path_idx` ON `page_visits` (`day`,`path`);--> statement-breakpoint
CREATE INDEX `page_visits_day_visitor_idx` ON `page_visits` (`day`,`visitor`);--> statement-breakpoint
CREATE TABLE `visit_days` (
	`day` text PRIMARY KEY NOT NULL,
	`visits` integer NOT NULL,
	`visitors` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `visit_pages` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`visits` integer NOT NULL,
	PRIMARY KEY(`day`, `path`)
);
--> statement-breakpoint
CREATE TABLE `visit_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
