// The profile API of /api/tj (spec 02 §7 "Profile"): one import for clients and routes.
export * from './profile.ts';
export * from './avatar-path.ts';
export * from './profile-updates.ts';
export * from './catalogue.ts';
export * from './awards.ts';
export * from './cv.ts';
export * from './ranking.ts';
