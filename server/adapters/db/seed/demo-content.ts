import { DEMO_DATA, type DemoData } from '../../../../content/demo';

/** What the seed loads: users, items of every kind, comments, likes and follows (content/demo). */
export type DemoContent = DemoData;

export const DEMO_CONTENT: DemoContent = DEMO_DATA;
