import { EpisodePage } from '../../features/episode/components/episode-page.tsx';
import { EntityFinalQuizBanner } from '../../features/journey/components/entity-final-quiz-banner.tsx';
import { TodoToggleButton } from '../../features/todo/components/todo-toggle-button.tsx';

/**
 * /module-detail/:moduleId/episode-detail/:episodeId: the episode, the final quiz banner of its
 * module for students and the module's to-do switch.
 */
export default function EpisodeRoute() {
  return (
    <EpisodePage
      studentBanner={(episode) => <EntityFinalQuizBanner entityId={episode.entity_id} />}
      headerActions={(episode) => (
        <TodoToggleButton entityId={episode.entity_id} entityTitle={episode.entity_title} />
      )}
    />
  );
}
