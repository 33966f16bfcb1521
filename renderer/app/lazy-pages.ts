import { lazy } from 'react';

// Area pages load on demand, one chunk per area (spec 01 §4 chunk rule applies to them). Pages
// that compose several features are route modules under ./pages; the others come straight from
// their feature.
// The sign-in page is in the entry chunk: it is the first page of most visits (every lab PC
// starts signed out), and loading it lazily cost a round trip before the form (bench:ui).
export { default as SignInPage } from '../features/auth/components/sign-in-page.tsx';
export const SsoPage = lazy(() => import('../features/auth/components/sso-page.tsx'));
export const WelcomePage = lazy(() => import('../features/journey/components/welcome-page.tsx'));
export const HomePage = lazy(() => import('./pages/home-page.tsx'));
export const MapPage = lazy(() => import('./pages/journey-map-page.tsx'));
export const LevelsPage = lazy(() => import('../features/journey/components/levels-page.tsx'));
export const ModuleDetailPage = lazy(() => import('./pages/module-detail-page.tsx'));
export const EpisodePage = lazy(() => import('./pages/episode-page.tsx'));
export const QuizPage = lazy(() => import('../features/quiz/components/quiz-page.tsx'));
export const QuizAnswersPage = lazy(
  () => import('../features/quiz/components/quiz-answers-page.tsx'),
);
export const FinalTestAnswersPage = lazy(
  () => import('../features/quiz/components/final-test-answers-page.tsx'),
);
export const OnDemandPage = lazy(() => import('../features/journey/components/on-demand-page.tsx'));
export const SkillFocusPage = lazy(
  () => import('../features/journey/components/skill-focus-page.tsx'),
);
export const SkillFocusDetailPage = lazy(
  () => import('../features/journey/components/skill-focus-detail-page.tsx'),
);
export const AssessmentPage = lazy(
  () => import('../features/assessment/components/assessment-page.tsx'),
);
export const ProfilePage = lazy(() => import('../features/profile/components/profile-page.tsx'));
export const UserProfilePage = lazy(
  () => import('../features/profile/components/user-profile-page.tsx'),
);
export const CvPage = lazy(() => import('../features/profile/components/cv-page.tsx'));
export const SettingsPage = lazy(() => import('../features/settings/components/settings-page.tsx'));
export const CoursesPage = lazy(() => import('../features/live/components/my-courses-page.tsx'));
export const LivePage = lazy(() => import('../features/live/components/live-page.tsx'));
export const LiveWatchPage = lazy(() => import('../features/live/components/watch-page.tsx'));
export const LiveQuizPage = lazy(() => import('../features/live/components/live-quiz-page.tsx'));
export const LiveProfilePage = lazy(
  () => import('../features/live/components/live-profile-page.tsx'),
);
export const ClassroomsPage = lazy(() => import('./pages/classrooms-page.tsx'));
export const ReportsPage = lazy(() => import('../features/reports/components/reports-page.tsx'));
export const TestAttemptReportPage = lazy(
  () => import('../features/reports/components/test-attempt-page.tsx'),
);
export const LiveAttemptReportPage = lazy(
  () => import('../features/reports/components/live-attempt-page.tsx'),
);
export const GamesPage = lazy(() => import('../features/games/components/games-page.tsx'));
export const LtiPage = lazy(() => import('../features/lti/components/lti-page.tsx'));
export const NotFoundPage = lazy(() => import('../components/error-page/not-found-page.tsx'));
export const ModerationPage = lazy(
  () => import('../features/moderation/components/moderation-page.tsx'),
);
export const SurveyResultsPage = lazy(
  () => import('../features/survey-results/components/survey-results-page.tsx'),
);
