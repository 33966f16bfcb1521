import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import type { RankedStudent, RankingScope } from '#common/api/profile/index.ts';
import { TITLE_LABELS } from '#common/progress/titles.ts';
import { UserAvatar } from '../../../components/user-avatar/user-avatar.tsx';
import { ToggleChip } from '../../../components/chip/chip.tsx';
import { useRankingSearch, useStudentsRanking } from '../api/ranking-calls.ts';
import { avatarPathOf } from '#common/api/profile/avatar-path.ts';

const SCOPES: ReadonlyArray<{ scope: RankingScope; label: string }> = [
  { scope: 'all', label: 'Tutta la piattaforma' },
  { scope: 'classroom', label: 'La mia classe' },
];

function RankRow({ student, mine }: { student: RankedStudent; mine: boolean }) {
  return (
    <li
      className={mine ? 'rank-row rank-row--mine' : 'rank-row'}
      aria-current={mine ? 'true' : undefined}
    >
      <span className="rank-row__position">{student.position}º</span>
      <UserAvatar avatarPath={avatarPathOf(student.avatar_id)} name={student.name} />
      <span className="rank-row__name">
        {mine ? (
          <strong>{student.name} (tu)</strong>
        ) : student.user_id === null ? (
          // Counted without a name (the student's privacy choice): nothing to follow.
          <span className="rank-row__anonymous">{student.name}</span>
        ) : (
          <Link to={`/profile/${student.user_id}`}>{student.name}</Link>
        )}
        <span className="rank-row__title">{TITLE_LABELS[student.title]}</span>
      </span>
      <span className="rank-row__points">{student.points} punti</span>
    </li>
  );
}

/**
 * "Classifica" of the own profile (spec 02 §3): the first three, the student among their
 * neighbours, the last three, for the whole platform or the student's classes, and a search by
 * name. Gaps between the groups are marked, so nobody reads them as consecutive.
 */
export function LeaderboardSection({ userId }: { userId: string }) {
  const [scope, setScope] = useState<RankingScope>('all');
  const [name, setName] = useState('');
  const search = useRankingSearch(useDeferredValue(name));
  const ranking = useStudentsRanking(scope);
  const id = useId();
  const data = ranking.data;
  const groups = data
    ? [
        data.top_students,
        [
          ...data.previous_students,
          ...(data.current_student ? [data.current_student] : []),
          ...data.next_students,
        ].filter(
          (row) =>
            !data.top_students.some((top) => top.position === row.position) &&
            !data.bottom_students.some((bottom) => bottom.position === row.position),
        ),
        data.bottom_students,
      ].filter((group) => group.length > 0)
    : [];

  return (
    <div className="profile-grid">
      <section className="profile-card profile-card--wide" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="profile-card__title">
          Classifica
        </h2>
        <div className="chip-list" role="group" aria-label="Quale classifica">
          {SCOPES.map((entry) => (
            <ToggleChip
              key={entry.scope}
              pressed={scope === entry.scope}
              onClick={() => setScope(entry.scope)}
            >
              {entry.label}
            </ToggleChip>
          ))}
        </div>
        {ranking.isPending ? (
          <div
            className="skeleton-shine profile-card--placeholder"
            role="status"
            aria-label="Caricamento della classifica"
          />
        ) : ranking.isError || !data ? (
          <p className="profile-text__empty">
            Impossibile caricare la classifica. Riprova più tardi.
          </p>
        ) : data.total === 0 ? (
          <p className="profile-text__empty">
            {scope === 'classroom'
              ? 'Non sei ancora in una classe: la classifica della classe appare quando un docente ti aggiunge.'
              : 'Nessuno studente in classifica per ora.'}
          </p>
        ) : (
          <>
            <p className="profile-card__hint">
              {data.current_student
                ? `Sei ${data.current_student.position}º su ${data.total} con ${data.current_student.points} punti.`
                : `${data.total} studenti in classifica.`}
            </p>
            {groups.map((group, index) => (
              <ol
                key={index}
                className="rank-list"
                aria-label={
                  index === 0
                    ? 'I primi'
                    : index === groups.length - 1
                      ? 'Gli ultimi'
                      : 'Intorno a te'
                }
              >
                {group.map((student) => (
                  <RankRow
                    key={student.position}
                    student={student}
                    mine={student.user_id === userId}
                  />
                ))}
              </ol>
            ))}
          </>
        )}
      </section>
      <section className="profile-card profile-card--wide" aria-labelledby={`${id}-search`}>
        <h2 id={`${id}-search`} className="profile-card__title">
          Cerca uno studente
        </h2>
        <label className="visually-hidden" htmlFor={`${id}-name`}>
          Nome dello studente
        </label>
        <input
          id={`${id}-name`}
          type="search"
          className="text-input"
          placeholder="Nome o cognome"
          maxLength={50}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        {name.trim() !== '' &&
          (search.data && search.data.items.length > 0 ? (
            <ol className="rank-list" aria-label="Risultati della ricerca">
              {search.data.items.map((student) => (
                <RankRow
                  key={student.position}
                  student={student}
                  mine={student.user_id === userId}
                />
              ))}
            </ol>
          ) : (
            <p className="profile-text__empty" role="status">
              {search.isPending ? 'Ricerca…' : `Nessuno studente si chiama «${name.trim()}».`}
            </p>
          ))}
      </section>
    </div>
  );
}
