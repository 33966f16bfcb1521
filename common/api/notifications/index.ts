// The system notifications API of /api/tj (issue 12): one import for clients and routes.
export * from './notifications.ts';
