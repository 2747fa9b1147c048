/** DI tokens of the browser's ports and wired services (bound in src/adapters/composition-root.ts). */
export const TOKENS = {
  SessionApi: Symbol.for('kickoff.SessionApi'),
  UsersApi: Symbol.for('kickoff.UsersApi'),
  NotificationsApi: Symbol.for('kickoff.NotificationsApi'),
  NotificationStream: Symbol.for('kickoff.NotificationStream'),
  TokenStore: Symbol.for('kickoff.TokenStore'),
  RedirectStore: Symbol.for('kickoff.RedirectStore'),
  UserInfoStore: Symbol.for('kickoff.UserInfoStore'),
  Navigator: Symbol.for('kickoff.Navigator'),
  Alerter: Symbol.for('kickoff.Alerter'),
  AuthEvents: Symbol.for('kickoff.AuthEvents'),
  QueryClient: Symbol.for('kickoff.QueryClient'),
  Services: Symbol.for('kickoff.Services'),
} as const;
