import { Link } from 'react-router';
import type { Section } from '#common/api/journey/index.ts';
import { paths } from '#common/routing/paths.ts';
import { formatDuration } from './entity-presentation.ts';
import {
  RESOURCE_TYPE_ICONS,
  RESOURCE_TYPE_LABELS,
  resourceElementId,
  resourceHref,
} from './resource-presentation.ts';
import './section-list.css';

/** The item's sections and their resources, in order_num order (sorted by the fetcher). */
export function SectionList({ moduleId, sections }: { moduleId: string; sections: Section[] }) {
  return (
    <ol className="section-list">
      {sections.map((section, sectionIndex) => (
        <li key={section.id} className="section-list__section">
          <h3 className="section-list__title">
            <span className="section-list__number">{sectionIndex + 1}</span>
            {section.title}
          </h3>
          <ol className="section-list__resources">
            {section.resources.map((resource) => (
              <li
                key={resource.id}
                id={resourceElementId(resource.id)}
                className={
                  resource.completed ? 'resource-row resource-row--completed' : 'resource-row'
                }
                data-resource-type={resource.type}
              >
                <span className="resource-row__icon" aria-hidden="true">
                  {resource.completed ? '✓' : RESOURCE_TYPE_ICONS[resource.type]}
                </span>
                <Link className="resource-row__link" to={resourceHref(moduleId, resource)}>
                  <span className="resource-row__type">{RESOURCE_TYPE_LABELS[resource.type]}</span>
                  <span className="resource-row__title">{resource.title}</span>
                  {resource.completed && <span className="visually-hidden">, completato</span>}
                </Link>
                {resource.duration_seconds !== null && resource.duration_seconds > 0 && (
                  <span className="resource-row__duration">
                    {formatDuration(resource.duration_seconds)}
                  </span>
                )}
                {resource.type === 'quiz' && resource.completed && resource.quiz_id && (
                  <Link
                    className="resource-row__answers"
                    to={paths.quizAnswers.href(moduleId, resource.quiz_id)}
                  >
                    Vedi le risposte
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
