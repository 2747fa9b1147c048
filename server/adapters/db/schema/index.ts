export * from './article-counts';
export * from './articles';
export * from './comments';
export * from './consultations';
export * from './users';
export * from './notifications';
export * from './competitions';
export * from './news';
