-- The profile (spec 02 §3): what a user writes about themselves, their choices among the hobby
-- and skill catalogues, favourite hashtags, and the Open Badges assertions they had issued.
-- Text bounds repeat common/profile/limits.ts, so no code path can store more than the API allows.

ALTER TABLE users ADD COLUMN avatar_id text CHECK (avatar_id ~ '^[a-z0-9-]{1,40}$');
ALTER TABLE users ADD COLUMN bio text CHECK (length(bio) BETWEEN 1 AND 500);
ALTER TABLE users ADD COLUMN i_am text CHECK (length(i_am) BETWEEN 1 AND 80);
ALTER TABLE users ADD COLUMN github_link text CHECK (github_link ~ '^https://github\.com/[A-Za-z0-9-]{1,39}$');
ALTER TABLE users ADD COLUMN sec_email text CHECK (length(sec_email) BETWEEN 3 AND 254);
-- Consent to appear in the companies' pool of CVs; withdrawing it takes effect at once.
ALTER TABLE users ADD COLUMN can_contact boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN newsletter boolean NOT NULL DEFAULT false;
CREATE INDEX users_can_contact_idx ON users (id) WHERE can_contact AND role = 'student';

CREATE TABLE hobbies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 60)
);

CREATE TABLE skills (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 60),
  type text NOT NULL CHECK (type IN ('soft', 'hard'))
);

CREATE TABLE user_hobbies (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  hobby_id bigint NOT NULL REFERENCES hobbies (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, hobby_id)
);

CREATE TABLE user_skills (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  skill_id bigint NOT NULL REFERENCES skills (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, skill_id)
);
CREATE INDEX user_skills_skill_idx ON user_skills (skill_id);

-- Favourites among the hashtags the user has earned (checked when saved).
CREATE TABLE user_favourite_tags (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tag text NOT NULL CHECK (length(tag) BETWEEN 1 AND 40),
  PRIMARY KEY (user_id, tag)
);

-- Open Badges 2.0 hosted assertions. The recipient is stored in clear for its owner's list and
-- hashed with the salt in the hosted JSON; base_url keeps every id of an assertion stable.
CREATE TABLE badge_assertions (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  badge_id text NOT NULL,
  recipient_email text NOT NULL,
  salt text NOT NULL,
  base_url text NOT NULL,
  issued_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX badge_assertions_user_idx ON badge_assertions (user_id, issued_at);

INSERT INTO hobbies (name) VALUES
  ('Arrampicata'), ('Astronomia'), ('Atletica'), ('Basket'), ('Calcio'), ('Canto'),
  ('Chitarra'), ('Cinema'), ('Collezionismo'), ('Cosplay'), ('Cucina'), ('Danza'),
  ('Disegno'), ('Elettronica fai da te'), ('Escursionismo'), ('Fotografia'), ('Fumetti'),
  ('Giardinaggio'), ('Giochi da tavolo'), ('Giocoleria'), ('Lettura'), ('Lingue straniere'),
  ('Modellismo'), ('Montagna'), ('Musica elettronica'), ('Nuoto'), ('Pallavolo'), ('Pattinaggio'),
  ('Pianoforte'), ('Podcast'), ('Robotica'), ('Scacchi'), ('Scrittura creativa'), ('Sci'),
  ('Skateboard'), ('Stampa 3D'), ('Teatro'), ('Tennis'), ('Videogiochi'), ('Viaggi'),
  ('Volontariato'), ('Yoga'), ('Batteria'), ('Ciclismo'), ('Anime e manga'), ('Serie TV');

INSERT INTO skills (name, type) VALUES
  ('Adattabilità', 'soft'), ('Ascolto attivo', 'soft'), ('Autonomia', 'soft'),
  ('Comunicazione efficace', 'soft'), ('Creatività', 'soft'), ('Curiosità', 'soft'),
  ('Empatia', 'soft'), ('Gestione del tempo', 'soft'), ('Gestione dello stress', 'soft'),
  ('Lavoro di squadra', 'soft'), ('Leadership', 'soft'), ('Negoziazione', 'soft'),
  ('Organizzazione', 'soft'), ('Pensiero critico', 'soft'), ('Precisione', 'soft'),
  ('Problem solving', 'soft'), ('Public speaking', 'soft'), ('Resilienza', 'soft'),
  ('Spirito di iniziativa', 'soft'), ('Flessibilità', 'soft'), ('Capacità di apprendimento', 'soft'),
  ('Orientamento al risultato', 'soft'), ('Gestione dei conflitti', 'soft'),
  ('Scrittura tecnica', 'soft'), ('Pianificazione', 'soft'),
  ('HTML', 'hard'), ('CSS', 'hard'), ('JavaScript', 'hard'), ('TypeScript', 'hard'),
  ('Python', 'hard'), ('Java', 'hard'), ('C', 'hard'), ('C++', 'hard'), ('C#', 'hard'),
  ('PHP', 'hard'), ('Go', 'hard'), ('Rust', 'hard'), ('Kotlin', 'hard'), ('Swift', 'hard'),
  ('SQL', 'hard'), ('PostgreSQL', 'hard'), ('MySQL', 'hard'), ('MongoDB', 'hard'),
  ('React', 'hard'), ('Angular', 'hard'), ('Vue.js', 'hard'), ('Node.js', 'hard'),
  ('Express', 'hard'), ('Spring Boot', 'hard'), ('Django', 'hard'), ('Git', 'hard'),
  ('GitHub', 'hard'), ('Linux', 'hard'), ('Bash', 'hard'), ('Docker', 'hard'),
  ('Kubernetes', 'hard'), ('CI/CD', 'hard'), ('Reti di calcolatori', 'hard'),
  ('Sicurezza informatica', 'hard'), ('API REST', 'hard'), ('Test automatici', 'hard'),
  ('Accessibilità web', 'hard'), ('UX design', 'hard'), ('Figma', 'hard'), ('Arduino', 'hard'),
  ('Raspberry Pi', 'hard'), ('Excel', 'hard'), ('Analisi dei dati', 'hard'),
  ('Machine learning', 'hard'), ('Cloud computing', 'hard');
