import { plural } from '#common/format/plurals.ts';
import type { Classroom } from '#common/api/classrooms/index.ts';

export type ClassroomTab = 'active' | 'archived';

/**
 * The professor's classrooms, active or archived as the switch says; the chosen one is marked
 * with aria-current, so its state is not told by colour alone.
 */
export function ClassroomList(props: {
  classrooms: readonly Classroom[];
  tab: ClassroomTab;
  selectedId: string | null;
  onTabChange(tab: ClassroomTab): void;
  onSelect(id: string): void;
}) {
  const { classrooms, tab, selectedId, onTabChange, onSelect } = props;
  const active = classrooms.filter((classroom) => !classroom.archived);
  const archived = classrooms.filter((classroom) => classroom.archived);
  const shown = tab === 'active' ? active : archived;

  return (
    <nav className="classroom-list" aria-label="Le tue classi">
      <div className="classroom-list__switch" role="group" aria-label="Mostra le classi">
        <button
          type="button"
          className="classroom-list__switch-button"
          aria-pressed={tab === 'active'}
          onClick={() => onTabChange('active')}
        >
          Attive ({active.length})
        </button>
        <button
          type="button"
          className="classroom-list__switch-button"
          aria-pressed={tab === 'archived'}
          onClick={() => onTabChange('archived')}
        >
          Archiviate ({archived.length})
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="classrooms-empty">
          {tab === 'active'
            ? 'Non hai ancora classi attive. Creane una con "Nuova classe".'
            : 'Non ci sono classi archiviate.'}
        </p>
      ) : (
        <ul className="classroom-list__items">
          {shown.map((classroom) => (
            <li key={classroom.id}>
              <button
                type="button"
                className="classroom-list__item"
                aria-current={classroom.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(classroom.id)}
              >
                <span className="classroom-list__name">{classroom.name}</span>
                <span className="classroom-list__count">
                  {plural(classroom.students_count, 'studente', 'studenti')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
