-- A refresh token that was just rotated may come back a moment later from the same holder (two
-- windows, a network retry). For a short grace period it answers its successor again instead of
-- looking like a replay. Only the token hash is stored, so the successor is kept sealed
-- (AES-256-GCM) with a key derived from the rotated token itself: only a holder of that token can
-- open it, and a database leak yields nothing usable.
ALTER TABLE refresh_tokens ADD COLUMN successor_sealed text;
