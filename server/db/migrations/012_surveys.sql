-- Feedback surveys (issue 12, spec 02 §3): the resource-feedback survey a student is offered
-- after completing a resource and the level-feedback survey after passing a level's final test,
-- each answered at most once per student and position (the resource or level id). The two
-- surveys are product content, not demo data, so they are inserted here for every database.

CREATE TABLE surveys (
  -- A stable slug ('resource-feedback'), so the UI needs no configuration to find it.
  id text PRIMARY KEY CHECK (id ~ '^[a-z][a-z0-9-]{0,62}$'),
  title text NOT NULL,
  -- What a position names: a resource or a level (checked by the server before storing).
  position_kind text NOT NULL CHECK (position_kind IN ('resource', 'level'))
);

CREATE TABLE survey_questions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  survey_id text NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  order_num integer NOT NULL,
  type text NOT NULL
    CHECK (type IN ('multiplechoice', 'longfreetext', 'shortfreetext', 'fivestars', 'listradio')),
  text text NOT NULL,
  mandatory boolean NOT NULL,
  UNIQUE (survey_id, order_num)
);

CREATE TABLE survey_answers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id bigint NOT NULL REFERENCES survey_questions (id) ON DELETE CASCADE,
  order_num integer NOT NULL,
  text text NOT NULL,
  UNIQUE (question_id, order_num),
  -- For the composite key of the response items below.
  UNIQUE (id, question_id)
);

CREATE TABLE survey_responses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  survey_id text NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  -- Kept only to enforce one response per student; results never show who answered.
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position text NOT NULL CHECK (position ~ '^[1-9][0-9]{0,17}$'),
  created_at timestamptz NOT NULL,
  -- One response per student, survey and position, even when two submissions race.
  UNIQUE (user_id, survey_id, position)
);
CREATE INDEX survey_responses_position_idx ON survey_responses (survey_id, position);

-- One row per chosen answer (multiplechoice, listradio), per star rating or per text.
CREATE TABLE survey_response_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  response_id bigint NOT NULL REFERENCES survey_responses (id) ON DELETE CASCADE,
  question_id bigint NOT NULL REFERENCES survey_questions (id) ON DELETE CASCADE,
  answer_id bigint,
  stars smallint CHECK (stars BETWEEN 1 AND 5),
  text text CHECK (char_length(text) BETWEEN 1 AND 2000),
  CHECK (num_nonnulls(answer_id, stars, text) = 1),
  -- The database itself refuses a chosen answer that belongs to another question.
  FOREIGN KEY (answer_id, question_id) REFERENCES survey_answers (id, question_id) ON DELETE CASCADE
);
CREATE INDEX survey_response_items_response_idx ON survey_response_items (response_id);
CREATE INDEX survey_response_items_question_idx ON survey_response_items (question_id);

INSERT INTO surveys (id, title, position_kind) VALUES
  ('resource-feedback', 'Com''è andata questa attività?', 'resource'),
  ('level-feedback', 'Il tuo parere sul livello', 'level');

INSERT INTO survey_questions (survey_id, order_num, type, text, mandatory) VALUES
  ('resource-feedback', 1, 'fivestars', 'Quanto ti è piaciuta questa attività?', true),
  ('resource-feedback', 2, 'listradio', 'Quanto è stata difficile?', true),
  ('resource-feedback', 3, 'multiplechoice', 'Che cosa ti è stato più utile?', false),
  ('resource-feedback', 4, 'shortfreetext', 'Descrivi l''attività in poche parole.', false),
  ('resource-feedback', 5, 'longfreetext', 'Hai suggerimenti per migliorarla?', false),
  ('level-feedback', 1, 'fivestars', 'Come valuti il livello nel complesso?', true),
  ('level-feedback', 2, 'listradio', 'Il ritmo del livello è stato...', true),
  ('level-feedback', 3, 'multiplechoice', 'Quali argomenti vorresti approfondire?', true),
  ('level-feedback', 4, 'shortfreetext', 'Qual è stato l''argomento più interessante?', false),
  ('level-feedback', 5, 'longfreetext', 'Che cosa cambieresti in questo livello?', false);

INSERT INTO survey_answers (question_id, order_num, text)
SELECT q.id, a.order_num, a.text
FROM (VALUES
  ('resource-feedback', 2, 1, 'Troppo facile'),
  ('resource-feedback', 2, 2, 'Giusta'),
  ('resource-feedback', 2, 3, 'Troppo difficile'),
  ('resource-feedback', 3, 1, 'Le spiegazioni'),
  ('resource-feedback', 3, 2, 'Gli esempi di codice'),
  ('resource-feedback', 3, 3, 'Gli esercizi pratici'),
  ('resource-feedback', 3, 4, 'La durata contenuta'),
  ('level-feedback', 2, 1, 'Troppo lento'),
  ('level-feedback', 2, 2, 'Adeguato'),
  ('level-feedback', 2, 3, 'Troppo veloce'),
  ('level-feedback', 3, 1, 'Sviluppo back end'),
  ('level-feedback', 3, 2, 'Sviluppo front end'),
  ('level-feedback', 3, 3, 'DevOps e cloud'),
  ('level-feedback', 3, 4, 'Basi di dati')
) AS a (survey_id, question_order, order_num, text)
JOIN survey_questions q ON q.survey_id = a.survey_id AND q.order_num = a.question_order;
