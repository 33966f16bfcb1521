-- Backups (issue 28 §1, docs/operations.md): one row per backup the server or `npm run backup`
-- made, with the outcome of its verification (restored into a scratch database, rows counted).
-- The operator's view (health, /metrics, the admin page) reads the newest one.
CREATE TABLE backup_runs (
  id bigserial PRIMARY KEY,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  -- The archive's file name (no directory: the backup directory is the operator's setting).
  file_name text CHECK (length(file_name) <= 300),
  size_bytes bigint CHECK (size_bytes >= 0),
  -- 'running' until it ends; 'verified' when the restore check found every row; 'failed' with a
  -- problem otherwise (the write or the verification).
  outcome text NOT NULL DEFAULT 'running' CHECK (outcome IN ('running', 'verified', 'failed')),
  problem text CHECK (length(problem) <= 2000),
  CHECK ((outcome = 'failed') = (problem IS NOT NULL))
);
CREATE INDEX backup_runs_started_idx ON backup_runs (started_at DESC);
