import type { CrashableServer, Live } from './crash-server';

/** A small seeded generator (mulberry32): the same seed gives the same choices and kill points. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A writing member; an editor's posts are articles, which notify the followers it has then. */
export type Member = { readonly id: number; readonly token: string; readonly editor?: boolean };

/** A write the server acknowledged (2xx with its answer read), with what it promised. */
export type Ack =
  | { kind: 'comment'; id: number; actorId: number; contentId: number; recipientId: number }
  | { kind: 'post'; id: number; authorId: number }
  | { kind: 'article'; id: number; authorId: number; followers: number[] }
  | { kind: 'like'; actorId: number; contentId: number; recipientId: number }
  | { kind: 'follow'; actorId: number; followeeId: number }
  | { kind: 'consultation'; actorId: number; recipientId: number };

type Post = { readonly id: number; readonly authorId: number; readonly area: 'board/post' | 'article' };

/** One write to try: its request and what a 2xx answer acknowledges. */
type Attempt = {
  readonly method: 'POST' | 'PATCH';
  readonly path: string;
  readonly body?: unknown;
  readonly ack: (answer: Record<string, unknown>) => Ack | undefined;
};

const POST_BODY = {
  title: '주말 유소년 리그 후기',
  content: '<p>아이들이 <strong>끝까지</strong> 뛰었습니다.</p>',
  tags: [],
  thumbnailUrl: null,
};

/**
 * Writers that loop over comments (on the target's post, which notify its author), board posts (an
 * editor's are articles, which notify its followers), likes of other members' posts, follows and
 * consultation requests, each against whichever server process
 * is up. Every acknowledged write goes to `acks`; a request cut by a kill is unknown and never retried
 * (likes and follows toggle, so each pair is tried once). Any other answer is recorded in `refusals`.
 */
export class CrashWriters {
  readonly acks: Ack[] = [];
  readonly refusals: string[] = [];
  /** Requests that got no answer (cut by a kill, or refused while it was down): committed or not, unknown. */
  cut = 0;
  private readonly posts: Post[];
  private stopped = false;
  private running: Promise<void>[] = [];

  constructor(
    private readonly server: CrashableServer,
    private readonly members: readonly Member[],
    private readonly target: { readonly member: Member; readonly postId: number },
    private readonly onAck: (live: Live) => void,
  ) {
    this.posts = [{ id: target.postId, authorId: target.member.id, area: 'board/post' }];
  }

  start(seed: number): void {
    this.running = this.members.map((member, i) => this.loop(member, seededRandom(seed + i + 1)));
  }

  /** Lets every writer finish the request it is on, then resolves (call the server's `retire` first if it may be down). */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running);
  }

  private choose(me: Member, random: () => number, tried: Set<string>): Attempt {
    const others = [this.target.member, ...this.members].filter((m) => m.id !== me.id);
    const untried = (prefix: string, ids: number[]) => ids.filter((id) => !tried.has(`${prefix}${id}`));
    const roll = random();
    if (roll < 0.2) {
      const posts = this.posts.filter((p) => p.authorId !== me.id && !tried.has(`like${p.id}`));
      const post = posts[Math.floor(random() * posts.length)];
      if (post) {
        tried.add(`like${post.id}`);
        return {
          method: 'PATCH',
          path: `/api/${post.area}/${post.id}/like`,
          ack: (a) =>
            a.liked === true
              ? { kind: 'like', actorId: me.id, contentId: post.id, recipientId: post.authorId }
              : undefined,
        };
      }
    } else if (roll < 0.4) {
      const prefix = roll < 0.3 ? 'follow' : 'consult';
      const ids = untried(
        prefix,
        others.map((m) => m.id),
      );
      const id = ids[Math.floor(random() * ids.length)];
      if (id !== undefined) {
        tried.add(`${prefix}${id}`);
        return prefix === 'follow'
          ? {
              method: 'PATCH',
              path: `/api/user/${id}/follow`,
              ack: (a) =>
                a.following === true ? { kind: 'follow', actorId: me.id, followeeId: id } : undefined,
            }
          : {
              method: 'POST',
              path: '/api/user/consultation',
              body: { recipientId: id, consultationType: 'CONSULTING', message: '상담을 요청합니다.' },
              ack: () => ({ kind: 'consultation', actorId: me.id, recipientId: id }),
            };
      }
    } else if (roll < 0.55 && me.editor) {
      // The followers acknowledged before the request leaves: the article's transaction sees them all.
      const followers = this.acks.flatMap((a) =>
        a.kind === 'follow' && a.followeeId === me.id ? [a.actorId] : [],
      );
      return {
        method: 'POST',
        path: '/api/article',
        body: { ...POST_BODY, tags: ['TECHNIQUE'] },
        ack: (a) =>
          typeof a.id === 'number' ? { kind: 'article', id: a.id, authorId: me.id, followers } : undefined,
      };
    } else if (roll < 0.55) {
      return {
        method: 'POST',
        path: '/api/board/post',
        body: POST_BODY,
        ack: (a) => (typeof a.id === 'number' ? { kind: 'post', id: a.id, authorId: me.id } : undefined),
      };
    }
    const postId = this.target.postId;
    return {
      method: 'POST',
      path: `/api/board/post/${postId}/comment`,
      body: { content: `${me.id}번 작성자의 댓글` },
      ack: (a) =>
        typeof a.id === 'number'
          ? {
              kind: 'comment',
              id: a.id,
              actorId: me.id,
              contentId: postId,
              recipientId: this.target.member.id,
            }
          : undefined,
    };
  }

  private async loop(me: Member, random: () => number): Promise<void> {
    const tried = new Set<string>();
    let live = await this.server.live();
    while (live && !this.stopped) {
      const attempt = this.choose(me, random, tried);
      let status: number;
      let answer: Record<string, unknown>;
      try {
        const res = await fetch(`${live.url}${attempt.path}`, {
          method: attempt.method,
          headers: {
            Authorization: `Bearer ${me.token}`,
            ...(attempt.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: attempt.body === undefined ? null : JSON.stringify(attempt.body),
        });
        status = res.status;
        const text = await res.text();
        answer = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
      } catch {
        // Cut by the kill (refused, reset, or the answer cut short): wait for the next process.
        this.cut += 1;
        if (this.stopped) return;
        live = await this.server.after(live.generation);
        continue;
      }
      const ack = status >= 200 && status < 300 ? attempt.ack(answer) : undefined;
      if (!ack) {
        this.refusals.push(`${attempt.method} ${attempt.path} → ${status} ${JSON.stringify(answer)}`);
        continue;
      }
      this.acks.push(ack);
      if (ack.kind === 'post' || ack.kind === 'article')
        this.posts.push({
          id: ack.id,
          authorId: ack.authorId,
          area: ack.kind === 'post' ? 'board/post' : 'article',
        });
      this.onAck(live);
      // A writer whose server was killed meanwhile moves on to the next one.
      live = await this.server.live();
    }
  }
}
