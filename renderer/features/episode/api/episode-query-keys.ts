/** Query keys of the episode page. */
export const episodeQueryKeys = {
  episode: (id: string) => ['episode', 'detail', id] as const,
  next: (id: string) => ['episode', 'next', id] as const,
  navigation: (id: string) => ['episode', 'navigation', id] as const,
  questions: (id: string) => ['episode', 'questions', id] as const,
  average: (id: string) => ['episode', 'ranking-average', id] as const,
  myVote: (id: string) => ['episode', 'my-vote', id] as const,
  trackerToken: (id: string) => ['episode', 'tracker-token', id] as const,
};
