// The chat API (issue 14): Rocket.Chat's shapes and our declarations.
export * from './rocket.ts';
