// The assignments API of /api/tj (issue 29 §1): one import for clients and routes.
export * from './assignments.ts';
