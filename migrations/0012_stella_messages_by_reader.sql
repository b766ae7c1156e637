-- What Stella told a reader in the last day, across threads (docs/decisions/033-never-say-it-twice.md):
-- read by user and time before an answer is written.
CREATE INDEX `stella_messages_user_created_idx` ON `stella_messages` (`user_id`,`created_at`);