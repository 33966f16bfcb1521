/**
 * Every route path of the app, in one place (spec 01 §2, spec 02 §2). `path` is the router
 * pattern; `href` builds a concrete link. The renderer's route table and links and the route
 * guards of common/routing read them here; nothing else writes a path literal.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  welcome: { path: '/welcome', href: () => '/welcome' },
  signIn: { path: '/sign-in', href: () => '/sign-in' },
  sso: { path: '/auth/sso', href: () => '/auth/sso' },
  /** Public: asking for a forgotten-password link (docs/forgotten-password.md). */
  forgottenPassword: { path: '/password-dimenticata', href: () => '/password-dimenticata' },
  /** Public: the page a mailed link opens; its token is the address's fragment. */
  resetPassword: { path: '/reimposta-password', href: () => '/reimposta-password' },
  /** Public: a certificate's verification (docs/certificate-verification.md). */
  verify: { path: '/verify', href: () => '/verify' },
  verifyCode: { path: '/verify/:code', href: (code: string) => `/verify/${code}` },
  /** Public: the accessibility statement (docs/accessibility.md), linked from every page's footer. */
  accessibility: { path: '/accessibilita', href: () => '/accessibilita' },

  map: { path: '/map', href: () => '/map' },
  levels: { path: '/levels', href: () => '/levels' },
  moduleDetail: {
    path: '/module-detail/:moduleId',
    href: (moduleId: string) => `/module-detail/${moduleId}`,
  },
  episodeDetail: {
    path: '/module-detail/:moduleId/episode-detail/:episodeId',
    href: (moduleId: string, episodeId: string) =>
      `/module-detail/${moduleId}/episode-detail/${episodeId}`,
  },
  quiz: {
    path: '/module-detail/:moduleId/quiz/:quizId',
    href: (moduleId: string, quizId: string) => `/module-detail/${moduleId}/quiz/${quizId}`,
  },
  quizAnswers: {
    path: '/module-detail/:moduleId/quiz-answers/:quizId',
    href: (moduleId: string, quizId: string) => `/module-detail/${moduleId}/quiz-answers/${quizId}`,
  },
  finalTestAnswers: {
    path: '/final-test-answers/:testId',
    href: (testId: string) => `/final-test-answers/${testId}`,
  },
  onDemand: { path: '/ondemand', href: () => '/ondemand' },
  skillFocus: { path: '/skill-focus', href: () => '/skill-focus' },
  skillFocusDetail: {
    path: '/skill-focus/:focusId',
    href: (focusId: string) => `/skill-focus/${focusId}`,
  },

  assessment: { path: '/assessment', href: () => '/assessment' },
  assessmentQuestion: { path: '/assessment/:id', href: (id: string) => `/assessment/${id}` },
  assessmentResults: { path: '/assessment/results', href: () => '/assessment/results' },
  assessmentThanks: { path: '/assessment/thanks', href: () => '/assessment/thanks' },

  profile: { path: '/profile', href: () => '/profile' },
  certificates: { path: '/profile', href: () => '/profile?section=certificates' },
  userProfile: { path: '/profile/:userId', href: (userId: string) => `/profile/${userId}` },
  profileCv: { path: '/profile/cv', href: () => '/profile/cv' },
  settings: { path: '/settings', href: () => '/settings' },
  profileSettings: { path: '/profile/settings', href: () => '/profile/settings' },

  courses: { path: '/courses', href: () => '/courses' },
  live: { path: '/live', href: () => '/live' },
  liveProfile: {
    path: '/live/profile/:userId',
    href: (userId: string) => `/live/profile/${userId}`,
  },
  liveQuiz: { path: '/live/quiz/:quizId', href: (quizId: string) => `/live/quiz/${quizId}` },
  liveWatch: { path: '/live/watch', href: () => '/live/watch' },

  classroomManagement: { path: '/classroom-management', href: () => '/classroom-management' },
  report: { path: '/report', href: () => '/report' },
  testAttemptReport: {
    path: '/report/test-attempt/:attemptId',
    href: (attemptId: string) => `/report/test-attempt/${attemptId}`,
  },
  liveAttemptReport: {
    path: '/report/test-attempt/live/:attemptId',
    href: (attemptId: string) => `/report/test-attempt/live/${attemptId}`,
  },

  /** Pages of the users with the admin flag (a flag, not a role: the pages check it). */
  surveyResults: { path: '/admin/surveys', href: () => '/admin/surveys' },
  moderation: { path: '/admin/moderation', href: () => '/admin/moderation' },
  contentPacks: { path: '/admin/content', href: () => '/admin/content' },
  /** «Stato del server» (issue 28 §6): the operator's figures. */
  operations: { path: '/admin/server', href: () => '/admin/server' },
  /** One live course of a pack's studio draft (issue 24): its admins and its professors. */
  studioLiveCourse: {
    path: '/studio/:pack/corsi/:course',
    href: (pack: string, course: string) => `/studio/${pack}/corsi/${course}`,
  },

  /**
   * The studio (issue 24): the packs an author may edit, one pack's draft and its editors. The
   * pages check the right themselves (admin flag or a live course's editor: the server's 403).
   */
  studio: { path: '/studio', href: () => '/studio' },
  studioWorkspace: { path: '/studio/:pack', href: (pack: string) => `/studio/${pack}` },
  studioPreview: {
    path: '/studio/:pack/anteprima',
    href: (pack: string) => `/studio/${pack}/anteprima`,
  },
  studioPackHeader: {
    path: '/studio/:pack/pacchetto',
    href: (pack: string) => `/studio/${pack}/pacchetto`,
  },
  studioLevel: {
    path: '/studio/:pack/livelli/:level',
    href: (pack: string, level: string) => `/studio/${pack}/livelli/${level}`,
  },
  studioEntity: {
    path: '/studio/:pack/elementi/:entity',
    href: (pack: string, entity: string) => `/studio/${pack}/elementi/${entity}`,
  },
  studioCollection: {
    path: '/studio/:pack/raccolte/:collection',
    href: (pack: string, collection: string) => `/studio/${pack}/raccolte/${collection}`,
  },
  /** `list`: `on-demand` (the on-demand items) or `vetrina` (the home page's singles). */
  studioList: {
    path: '/studio/:pack/elenchi/:list',
    href: (pack: string, list: 'on-demand' | 'vetrina') => `/studio/${pack}/elenchi/${list}`,
  },

  games: { path: '/games', href: () => '/games' },
  lti: { path: '/lti', href: () => '/lti' },
  ltiCourses: { path: '/lti/courses', href: () => '/lti/courses' },
  ltiCourse: { path: '/lti/courses/:id', href: (id: string) => `/lti/courses/${id}` },

  /** The catch-all: any path no other route matches shows the 404 error page. */
  notFound: { path: '*' },
} as const;

export type PathKey = keyof typeof paths;
