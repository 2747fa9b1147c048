export * from './content-counts';
export * from './contents';
export * from './comments';
export * from './consultations';
export * from './users';
export * from './notifications';
export * from './auth-tokens';
