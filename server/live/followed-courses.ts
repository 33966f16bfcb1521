// The rule of the followed courses is an SQL fragment, so it lives in a repository; this path
// stays importable for the callers not moved yet (live-quiz-routes.ts, issue 22 §1).
export { followedCoursesSql } from './followed-course-repository.ts';
