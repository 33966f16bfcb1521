/**
 * The studio's live courses (issue 24): the workspace's section listing them, the editor of one
 * course (admins: everything; the course's professors: episodes and live quizzes) with its
 * «Pubblica questo corso», and the «Studio» entry of a professor who authors a course.
 */
export { LiveCoursesSection } from './live-courses-section.tsx';
export { LiveCourseEditor } from './live-course-editor.tsx';
export { default as LiveCoursePage } from './live-course-page.tsx';
