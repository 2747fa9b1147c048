/** DI token of the competitions port (bound in src/adapters/fake-adapters.ts and real-adapters.ts). */
export const COMPETITION_TOKENS = {
  CompetitionsApi: Symbol.for('kickoff.CompetitionsApi'),
} as const;
