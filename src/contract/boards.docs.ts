import { CONTENT_POLICIES } from '../domain/content/policy';
import { POPULARITY } from '../domain/content/popularity';
import { POST_OPERATIONS, POST_PATHS, QNA_OPERATIONS, QNA_PATHS } from './boards.operations';
import { contentDocs } from './content.docs';

const weekly = `Up to ${POPULARITY.limit} posts published in the last ${POPULARITY.weeklyWindowDays} days, by ${POPULARITY.likeWeight} x likes + ${POPULARITY.commentWeight} x comments + views x ${POPULARITY.viewWeight}.`;

/** The reference's text for both boards' operations (server only: see Operation.summary). */
export const BOARD_DOCS = new Map([
  ...contentDocs(POST_OPERATIONS, {
    policy: CONTENT_POLICIES.post,
    noun: 'free-board post',
    paths: POST_PATHS,
    popularSummary: weekly,
  }),
  ...contentDocs(QNA_OPERATIONS, {
    policy: CONTENT_POLICIES.qna,
    noun: 'Q&A post',
    paths: QNA_PATHS,
    popularSummary: `${weekly} Authors stay anonymous.`,
  }),
]);
