// The live-course API (/api/live, issue 13): one import for clients and routes.
export * from './courses.ts';
export * from './episodes.ts';
export * from './attendance.ts';
export * from './quizzes.ts';
export * from './reports.ts';
export * from './participation.ts';
export * from './recording.ts';
