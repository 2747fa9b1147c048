/** The single Korean text catalog: one file per area. */
export * from './articles';
export * from './articles-server';
export * from './auth';
export * from './catalog';
export * from './comments';
export * from './competition';
export * from './editor';
export * from './errors';
export * from './level';
export * from './pages';
export * from './share';
export * from './shell';
export * from './time';
export * from './ui';
export * from './validation';
