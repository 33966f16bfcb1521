import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Episode } from '#common/api/journey/episode.ts';
import { useCrumbLabel } from '../../../components/breadcrumb/crumb-labels.ts';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { PageLoading } from '../../../components/page-loading/page-loading.tsx';
import { SurveyPrompt } from '../../../components/survey/survey-prompt.tsx';
import { paths } from '#common/routing/paths.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useEpisode } from '../api/get-episode.ts';
import { useCompletedHere } from '../hooks/use-completed-here.ts';
import { EpisodeNavigation } from './episode-navigation.tsx';
import { ExercisePanel } from './exercise-panel.tsx';
import { QuestionsSection } from './questions-section.tsx';
import { ResourceRating } from './resource-rating.tsx';
import { VideoLesson } from './video-lesson.tsx';
import { FormattedDescription } from '../../../lib/sanitize/index.ts';
import './episode.css';

const TYPE_LABELS: Record<Episode['type'], string> = {
  video_lesson: 'Video lezione',
  exercise: 'Esercizio',
  quiz: 'Quiz',
};

/**
 * /module-detail/:moduleId/episode-detail/:episodeId: one resource of a module (lesson, exercise
 * or quiz) with the community's questions and the rating. A resource the user may not see is a
 * 404 from the server, shown as the route's 404 page. Other areas add a banner above it for
 * students (`studentBanner`) and buttons next to its badges (`headerActions`).
 */
export function EpisodePage({
  studentBanner,
  headerActions,
}: {
  studentBanner?: (episode: Episode) => ReactNode;
  headerActions?: (episode: Episode) => ReactNode;
}) {
  const { moduleId = '', episodeId = '' } = useParams();
  const { role } = useSession();
  const episode = useEpisode(episodeId);
  // The banner and the breadcrumb name the episode and its module once loaded, instead of the
  // route's "Episodio" and "Modulo". The crumbs' paths are built from the address, as theirs are.
  useCrumbLabel(paths.episodeDetail.href(moduleId, episodeId), episode.data?.title);
  useCrumbLabel(paths.moduleDetail.href(moduleId), episode.data?.entity_title);
  const completedHere = useCompletedHere(episode.data?.id, episode.data?.completed);
  if (episode.error) throw episode.error;
  const data = episode.data;
  const student = role === 'student';

  return (
    <PageFrame title={data?.title}>
      {!data ? (
        <PageLoading />
      ) : (
        <>
          {student && studentBanner?.(data)}
          <header className="episode-header">
            <p className="episode-header__type">
              {TYPE_LABELS[data.type]} ·{' '}
              <Link to={paths.moduleDetail.href(data.entity_id)}>{data.entity_title}</Link>
            </p>
            <div className="episode-header__extras">
              {data.completed && (
                <span className="episode-badge">
                  <span aria-hidden="true">✓ </span>Completato
                </span>
              )}
              {headerActions?.(data)}
            </div>
            {data.description && (
              <FormattedDescription text={data.description} className="episode-note" />
            )}
          </header>
          {data.type === 'video_lesson' && <VideoLesson episode={data} tracked={student} />}
          {data.type === 'exercise' && <ExercisePanel episode={data} canComplete={student} />}
          {data.type === 'quiz' && data.quiz_id && (
            <Link
              className="button button--primary episode-quiz-link"
              to={paths.quiz.href(data.entity_id, data.quiz_id)}
            >
              Vai al quiz
            </Link>
          )}
          <EpisodeNavigation key={data.id} episodeId={data.id} />
          <div className="episode-columns">
            <ResourceRating resourceId={data.id} canVote={student} />
            <QuestionsSection
              resourceId={data.id}
              canAct={role === 'student' || role === 'professor'}
            />
          </div>
          <SurveyPrompt
            surveyId="resource-feedback"
            position={data.id}
            active={student && completedHere}
          />
        </>
      )}
    </PageFrame>
  );
}
