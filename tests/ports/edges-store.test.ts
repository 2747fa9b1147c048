import { Cause, Effect, Exit } from 'effect';
import { expect, it } from 'vitest';
import { describeOnHosts } from './helpers/port-hosts';
import { at, fields, run, rowsOn, storesOn } from './helpers/rows';

const died = async (effect: Effect.Effect<unknown>) => {
  const exit = await Effect.runPromiseExit(effect);
  return Exit.isFailure(exit) && Cause.hasDies(exit.cause);
};

describeOnHosts('EdgeStore', (host) => {
  /** Two members, an item of the first and a comment on it by the second. */
  const scene = async () => {
    const stores = storesOn(host);
    const rows = rowsOn(host);
    const writer = await rows.user('작성자');
    const reader = await rows.user('독자');
    const item = await run(stores.contents.insert('post', writer, fields('글', '본문'), false, at(1)));
    const comment = await run(
      stores.comments.insert(
        { contentId: item, parentId: null, authorId: reader, content: '댓글', mentionedUserId: null },
        at(2),
      ),
    );
    return { ...stores, writer, reader, item, comment };
  };

  it('toggles each kind of edge on and off, each call changing it', async () => {
    const { edges, writer, reader, item, comment } = await scene();
    for (const [edge, from, to] of [
      ['contentLike', reader, item],
      ['commentLike', writer, comment],
      ['follow', reader, writer],
    ] as const) {
      expect(await run(edges.toggle(edge, from, to)), edge).toEqual({ on: true, changed: true });
      expect([...(await run(edges.among(edge, from, [to, 99])))], edge).toEqual([to]);
      expect(await run(edges.toggle(edge, from, to)), edge).toEqual({ on: false, changed: true });
      expect((await run(edges.among(edge, from, [to]))).size, edge).toBe(0);
    }
  });

  it('keeps the edges of one user and one kind apart from the others', async () => {
    const { edges, writer, reader, item } = await scene();
    await run(edges.toggle('follow', reader, writer));
    await run(edges.toggle('contentLike', reader, item));
    // A follow is one way, and a like is no other kind of edge.
    expect((await run(edges.among('follow', writer, [reader]))).size).toBe(0);
    expect((await run(edges.among('contentLike', writer, [item]))).size).toBe(0);
    expect((await run(edges.among('commentLike', reader, [item]))).size).toBe(0);
    expect((await run(edges.among('contentLike', reader, []))).size).toBe(0);
  });

  it('moves the counters the caller moves on a change, both directions', async () => {
    const { edges, people, contents, writer, reader, item } = await scene();
    const rows = rowsOn(host);
    const like = async () => {
      const { on, changed } = await run(edges.toggle('contentLike', reader, item));
      if (!changed) return -1;
      await run(people.moveReceivedLikes(writer, 'post', on ? 1 : -1));
      return run(contents.moveLikes(item, on ? 1 : -1));
    };
    expect(await like()).toBe(1);
    expect(await run(people.receivedLikes(writer))).toEqual({ postLikes: 1, commentLikes: 0 });
    expect(await like()).toBe(0);
    expect(await run(people.receivedLikes(writer))).toEqual({ postLikes: 0, commentLikes: 0 });
    const { on } = await run(edges.toggle('follow', reader, writer));
    expect(await run(people.moveFollows(reader, writer, on ? 1 : -1))).toBe(1);
    expect(await rows.counters(reader)).toMatchObject({ followingCount: 1, followerCount: 0 });
  });

  it('refuses an edge to a row that does not exist, as a defect', async () => {
    const { edges, reader, item } = await scene();
    expect(await died(edges.toggle('contentLike', reader, item + 100))).toBe(true);
    expect(await died(edges.toggle('commentLike', reader, 100))).toBe(true);
    expect(await died(edges.toggle('follow', 100, reader))).toBe(true);
    expect((await run(edges.among('contentLike', reader, [item + 100]))).size).toBe(0);
  });
});
