import type { DemoRows } from './rows';

/**
 * The moderation console's demo content (issue 22): a few open reports, below the automatic hold's
 * threshold so nothing is hidden, and one 권리침해 신고 waiting for a moderator. Reporters are editors,
 * so the members' own report lists start empty. Ids resolve from the seeded rows, the same on the
 * server and in the demo host.
 */
type Target =
  | { readonly kind: 'post' | 'qna'; readonly item: string }
  | { readonly kind: 'comment'; readonly item: string; readonly nth: number };

const REPORTS: readonly {
  readonly reporter: string;
  readonly target: Target;
  readonly reason: 'SPAM' | 'ABUSE' | 'PRIVACY' | 'OTHER';
  readonly detail?: string;
}[] = [
  { reporter: 'editor1', target: { kind: 'comment', item: 'q-insurance', nth: 0 }, reason: 'SPAM' },
  { reporter: 'editor2', target: { kind: 'comment', item: 'q-insurance', nth: 0 }, reason: 'SPAM' },
  {
    reporter: 'editor1',
    target: { kind: 'qna', item: 'q-insurance' },
    reason: 'OTHER',
    detail: '보험 상품 홍보로 보입니다',
  },
];

const TAKEDOWN = {
  requesterName: '김민지',
  requesterEmail: 'rights-request@kickoff.example',
  item: 'q-photo',
  reason: '제 아이의 사진이 동의 없이 글에 포함되어 있습니다. 삭제를 요청합니다.',
} as const;

export type DemoModerationPlan = {
  readonly reports: readonly {
    readonly reporterId: number;
    readonly target: { readonly kind: 'post' | 'qna' | 'comment'; readonly id: number };
    readonly reason: 'SPAM' | 'ABUSE' | 'PRIVACY' | 'OTHER';
    readonly detail: string | null;
    readonly link: string;
    readonly excerpt: string;
    readonly ownerId: number;
  }[];
  readonly takedowns: readonly {
    readonly requesterName: string;
    readonly requesterEmail: string;
    readonly url: string;
    readonly reason: string;
    readonly target: { readonly kind: 'post' | 'qna'; readonly id: number };
    readonly ownerId: number;
  }[];
};

const excerpt = (text: string) => {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > 60 ? `${flat.slice(0, 60)}…` : flat;
};

/** The demo reports and case with the seeded ids. */
export const demoModerationPlan = (rows: DemoRows): DemoModerationPlan => {
  const user = (key: string) => {
    const found = rows.users.find((u) => u.user.key === key);
    if (!found) throw new Error(`no demo user ${key}`);
    return found.id;
  };
  const item = (key: string) => {
    const found = rows.contents.find((c) => c.item.key === key);
    if (!found) throw new Error(`no demo item ${key}`);
    return found;
  };
  const detailPath = (kind: 'post' | 'qna', id: number) => `/board/${kind}/${id}`;
  return {
    reports: REPORTS.map((r) => {
      const found = item(r.target.item);
      const kind = found.item.kind === 'qna' ? 'qna' : 'post';
      if (r.target.kind === 'comment') {
        const nth = r.target.nth;
        const comment = rows.comments.filter((c) => c.contentId === found.id && c.parentId === null)[nth];
        if (!comment) throw new Error(`no demo comment ${nth} on ${r.target.item}`);
        return {
          reporterId: user(r.reporter),
          target: { kind: 'comment' as const, id: comment.id },
          reason: r.reason,
          detail: r.detail ?? null,
          link: detailPath(kind, found.id),
          excerpt: excerpt(comment.content),
          ownerId: comment.authorId,
        };
      }
      return {
        reporterId: user(r.reporter),
        target: { kind, id: found.id },
        reason: r.reason,
        detail: r.detail ?? null,
        link: detailPath(kind, found.id),
        excerpt: excerpt(found.item.title),
        ownerId: found.authorId,
      };
    }),
    takedowns: [
      (() => {
        const found = item(TAKEDOWN.item);
        const kind = found.item.kind === 'qna' ? ('qna' as const) : ('post' as const);
        return {
          requesterName: TAKEDOWN.requesterName,
          requesterEmail: TAKEDOWN.requesterEmail,
          url: `https://kickoff.example${detailPath(kind, found.id)}`,
          reason: TAKEDOWN.reason,
          target: { kind, id: found.id },
          ownerId: found.authorId,
        };
      })(),
    ],
  };
};
