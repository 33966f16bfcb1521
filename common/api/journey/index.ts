// The learning-journey API of /api/tj/tech-journey (S1 part): one import for clients and routes.
export * from './ids.ts';
export * from './entity.ts';
export * from './item-detail.ts';
export * from './episode.ts';
export * from './questions.ts';
export * from './ranking.ts';
export * from './home.ts';
