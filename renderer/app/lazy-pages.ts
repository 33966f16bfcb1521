import { lazyPage } from './lazy-page.ts';

// Area pages load on demand, one chunk per area (spec 01 §4 chunk rule applies to them). Pages
// that compose several features are route modules under ./pages; the others come straight from
// their feature.
// The sign-in page is in the entry chunk: it is the first page of most visits (every lab PC
// starts signed out), and loading it lazily cost a round trip before the form (bench:ui).
export { default as SignInPage } from '../features/auth/components/sign-in-page.tsx';
export const SsoPage = lazyPage(() => import('../features/auth/components/sso-page.tsx'));
export const ForgottenPasswordPage = lazyPage(
  () => import('../features/password/components/forgotten-password-page.tsx'),
);
export const ResetPasswordPage = lazyPage(
  () => import('../features/password/components/reset-password-page.tsx'),
);
export const VerifyPage = lazyPage(() => import('../features/verify/components/verify-page.tsx'));
export const VerifyCodePage = lazyPage(
  () => import('../features/verify/components/verify-code-page.tsx'),
);
export const AccessibilityStatementPage = lazyPage(
  () => import('../features/accessibility/components/accessibility-statement-page.tsx'),
);
export const WelcomePage = lazyPage(
  () => import('../features/journey/components/welcome-page.tsx'),
);
export const HomePage = lazyPage(() => import('./pages/home-page.tsx'));
export const MapPage = lazyPage(() => import('./pages/journey-map-page.tsx'));
export const LevelsPage = lazyPage(() => import('../features/journey/components/levels-page.tsx'));
export const ModuleDetailPage = lazyPage(() => import('./pages/module-detail-page.tsx'));
export const EpisodePage = lazyPage(() => import('./pages/episode-page.tsx'));
export const QuizPage = lazyPage(() => import('../features/quiz/components/quiz-page.tsx'));
export const QuizAnswersPage = lazyPage(
  () => import('../features/quiz/components/quiz-answers-page.tsx'),
);
export const FinalTestAnswersPage = lazyPage(
  () => import('../features/quiz/components/final-test-answers-page.tsx'),
);
export const OnDemandPage = lazyPage(
  () => import('../features/journey/components/on-demand-page.tsx'),
);
export const SkillFocusPage = lazyPage(
  () => import('../features/journey/components/skill-focus-page.tsx'),
);
export const SkillFocusDetailPage = lazyPage(
  () => import('../features/journey/components/skill-focus-detail-page.tsx'),
);
export const AssessmentPage = lazyPage(
  () => import('../features/assessment/components/assessment-page.tsx'),
);
export const ProfilePage = lazyPage(
  () => import('../features/profile/components/profile-page.tsx'),
);
export const UserProfilePage = lazyPage(
  () => import('../features/profile/components/user-profile-page.tsx'),
);
export const CvPage = lazyPage(() => import('../features/profile/components/cv-page.tsx'));
export const SettingsPage = lazyPage(
  () => import('../features/account/components/settings-page.tsx'),
);
export const CoursesPage = lazyPage(
  () => import('../features/live/components/my-courses-page.tsx'),
);
export const LivePage = lazyPage(() => import('../features/live/components/live-page.tsx'));
export const LiveWatchPage = lazyPage(() => import('../features/live/components/watch-page.tsx'));
export const LiveQuizPage = lazyPage(
  () => import('../features/live/components/live-quiz-page.tsx'),
);
export const LiveProfilePage = lazyPage(
  () => import('../features/live/components/live-profile-page.tsx'),
);
export const ClassroomsPage = lazyPage(() => import('./pages/classrooms-page.tsx'));
export const ReportsPage = lazyPage(
  () => import('../features/reports/components/reports-page.tsx'),
);
export const TestAttemptReportPage = lazyPage(
  () => import('../features/reports/components/test-attempt-page.tsx'),
);
export const LiveAttemptReportPage = lazyPage(
  () => import('../features/reports/components/live-attempt-page.tsx'),
);
export const GamesPage = lazyPage(() => import('../features/games/components/games-page.tsx'));
export const LtiPage = lazyPage(() => import('../features/lti/components/lti-page.tsx'));
export const NotFoundPage = lazyPage(() => import('../components/error-page/not-found-page.tsx'));
export const ModerationPage = lazyPage(
  () => import('../features/moderation/components/moderation-page.tsx'),
);
export const ContentPacksPage = lazyPage(
  () => import('../features/content-packs/components/content-packs-page.tsx'),
);
export const OperationsPage = lazyPage(
  () => import('../features/operations/components/operations-page.tsx'),
);
export const SurveyResultsPage = lazyPage(
  () => import('../features/survey-results/components/survey-results-page.tsx'),
);
export const DraftPreviewEntryPage = lazyPage(() => import('./pages/draft-preview-entry-page.tsx'));
export const StudioPacksPage = lazyPage(
  () => import('../features/studio/components/studio-packs-page.tsx'),
);
export const StudioWorkspacePage = lazyPage(
  () => import('../features/studio/components/workspace/workspace-page.tsx'),
);
export const StudioPackHeaderPage = lazyPage(
  () => import('../features/studio/components/editors/pack-header-page.tsx'),
);
export const StudioLevelPage = lazyPage(
  () => import('../features/studio/components/editors/level-page.tsx'),
);
export const StudioEntityPage = lazyPage(
  () => import('../features/studio/components/entity/entity-page.tsx'),
);
export const StudioCollectionPage = lazyPage(
  () => import('../features/studio/components/editors/collection-page.tsx'),
);
export const StudioListPage = lazyPage(
  () => import('../features/studio/components/editors/entity-list-page.tsx'),
);
export const StudioLiveCoursePage = lazyPage(
  () => import('../features/studio/live/live-course-page.tsx'),
);
