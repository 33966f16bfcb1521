// The surveys API of /api/surveys (spec 02 §3): one import for clients and routes.
export * from './survey.ts';
export * from './results.ts';
export * from './endpoints.ts';
