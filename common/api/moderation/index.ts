// The moderation API of /api/tj (issue 12): one import for clients and routes.
export * from './moderation.ts';
