-- Chat messages carry when they last changed (posted, edited, pinned or deleted), so an open
-- panel can ask for everything that changed since its last look (Rocket.Chat's
-- chat.syncMessages): new messages, edits and deletions alike reach every panel.
ALTER TABLE chat_messages ADD COLUMN updated_at timestamptz;
UPDATE chat_messages SET updated_at = greatest(created_at, edited_at, pinned_at, deleted_at);
ALTER TABLE chat_messages ALTER COLUMN updated_at SET NOT NULL;
CREATE INDEX chat_messages_updated_idx ON chat_messages (course_id, updated_at);
