-- Messages stored within one clock tick (PGlite's clock is coarse) must still list in the order
-- they were stored: a sequence breaks ties that send_time cannot.
ALTER TABLE chat_message ADD COLUMN seq bigserial;
DROP INDEX IF EXISTS chat_message_pair_idx;
CREATE INDEX chat_message_pair_idx ON chat_message (send_user_id, receive_user_id, send_time DESC, seq DESC);
