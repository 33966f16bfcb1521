// The classroom API of /api/tj (spec 02 §7 "Classroom"): one import for clients and routes.
export * from './classroom.ts';
export * from './students.ts';
export * from './upload.ts';
export * from './invitations.ts';
export * from './test-session.ts';
export * from './credentials.ts';
