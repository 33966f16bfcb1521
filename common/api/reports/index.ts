// The reports API (/api/reports) and the learning-journey report files: one import for clients
// and routes.
export * from './endpoints.ts';
export * from './live-endpoints.ts';
export * from './requests.ts';
export * from './responses.ts';
