// The account settings API of /api/tj (issue 11): one import for clients and routes.
export * from './admin-messages.ts';
export * from './password.ts';
export * from './school-year.ts';
