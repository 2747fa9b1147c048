import { Cause, Effect, Exit } from 'effect';
import { expect, it } from 'vitest';
import type { ContentKind } from '../../src/domain/content/policy';
import { describeOnHosts } from './helpers/port-hosts';
import { at, fields, run, rowsOn, storesOn } from './helpers/rows';

/** Whether an effect died (a database failure is a defect, never a typed error). */
const died = async (effect: Effect.Effect<unknown>) => {
  const exit = await Effect.runPromiseExit(effect);
  return Exit.isFailure(exit) && Cause.hasDies(exit.cause);
};

describeOnHosts('ContentStore writes', (host) => {
  const totalOf = async (kind: ContentKind, tag: string | null = null) => {
    const page = await run(storesOn(host).contents.list({ kind, tag, sort: 'latest', page: 1, size: 10 }));
    return page === 'invalid-cursor' ? -1 : page.total;
  };

  it('inserts published items and drafts, numbered in order', async () => {
    const { contents } = storesOn(host);
    const author = await rowsOn(host).user('작성자');
    expect(await run(contents.insert('post', author, fields('하나', '본문'), false, at(1)))).toBe(1);
    expect(await run(contents.insert('post', author, fields('둘', '본문'), true, at(2)))).toBe(2);
    expect(await run(contents.find('post', 1))).toMatchObject({
      isDraft: false,
      publishedAt: at(1),
      createdAt: at(1),
      modifiedAt: at(1),
      views: 0,
      likeCount: 0,
      commentCount: 0,
    });
    expect(await run(contents.find('post', 2))).toMatchObject({ isDraft: true, publishedAt: null });
    expect(await totalOf('post')).toBe(1);
    // A missing author breaks a foreign key; the id it took is spent, as a sequence's is.
    expect(await died(contents.insert('post', 99, fields('셋', '본문'), false, at(3)))).toBe(true);
    expect(await run(contents.insert('post', author, fields('넷', '본문'), false, at(4)))).toBe(4);
  });

  it('publishes a draft once, with its last fields when given', async () => {
    const { contents } = storesOn(host);
    const author = await rowsOn(host).user('작성자');
    const plain = await run(contents.insert('article', author, fields('초안', '본문', ['ETC']), true, at(1)));
    const edited = await run(contents.insert('article', author, fields('초안 둘', '본문'), true, at(1)));
    expect(await run(contents.publish(plain, at(5), null))).toBe(true);
    expect(await run(contents.publish(plain, at(6), null))).toBe(false);
    expect(await run(contents.find('article', plain))).toMatchObject({
      title: '초안',
      tags: ['ETC'],
      isDraft: false,
      publishedAt: at(5),
      modifiedAt: at(5),
      createdAt: at(1),
    });
    expect(await run(contents.publish(edited, at(7), fields('완성', '다 썼다', ['MENTAL'])))).toBe(true);
    expect(await run(contents.find('article', edited))).toMatchObject({
      title: '완성',
      contentText: '다 썼다',
      tags: ['MENTAL'],
      publishedAt: at(7),
    });
    expect(await run(contents.publish(99, at(8), null))).toBe(false);
    expect([
      await totalOf('article'),
      await totalOf('article', 'ETC'),
      await totalOf('article', 'MENTAL'),
    ]).toEqual([2, 1, 1]);
  });

  it('updates the fields and the modification time only, tag totals following', async () => {
    const { contents } = storesOn(host);
    const author = await rowsOn(host).user('작성자');
    const id = await run(
      contents.insert('article', author, fields('처음', '본문', ['TACTICS']), false, at(1)),
    );
    await run(contents.update(id, fields('고침', '새 본문', ['MENTAL', 'ETC']), at(9)));
    await run(contents.update(99, fields('없음', '본문'), at(9)));
    expect(await run(contents.find('article', id))).toMatchObject({
      title: '고침',
      content: '<p>새 본문</p>',
      contentText: '새 본문',
      contentSummary: '새 본문',
      tags: ['MENTAL', 'ETC'],
      createdAt: at(1),
      publishedAt: at(1),
      modifiedAt: at(9),
    });
    expect([await totalOf('article', 'TACTICS'), await totalOf('article', 'MENTAL')]).toEqual([0, 1]);
  });

  it('moves the like and comment counters, never below 0', async () => {
    const { contents } = storesOn(host);
    const author = await rowsOn(host).user('작성자');
    const id = await run(contents.insert('post', author, fields('글', '본문'), false, at(1)));
    expect(await run(contents.moveLikes(id, 2))).toBe(2);
    expect(await run(contents.moveLikes(id, -5))).toBe(0);
    expect(await run(contents.moveLikes(99, 1))).toBe(0);
    await run(contents.moveComments(id, 3));
    await run(contents.moveComments(id, -1));
    await run(contents.moveComments(99, 1));
    expect(await run(contents.find('post', id))).toMatchObject({ likeCount: 0, commentCount: 2 });
    await run(contents.moveComments(id, -7));
    expect(await run(contents.find('post', id))).toMatchObject({ commentCount: 0 });
  });

  it('removes an item with its comments and likes, which stop counting towards their authors', async () => {
    const { contents, comments, edges, people } = storesOn(host);
    const rows = rowsOn(host);
    const [author, fan, critic, commenter, replier] = [
      await rows.user('작성자'),
      await rows.user('팬'),
      await rows.user('비평가'),
      await rows.user('댓글러'),
      await rows.user('답글러'),
    ];
    const like = async (edge: 'contentLike' | 'commentLike', from: number, to: number, owner: number) => {
      await run(edges.toggle(edge, from, to));
      if (edge === 'contentLike') await run(contents.moveLikes(to, 1));
      else await run(comments.moveLikes(to, 1));
      await run(people.moveReceivedLikes(owner, edge === 'contentLike' ? 'post' : 'comment', 1));
    };
    const gone = await run(contents.insert('post', author, fields('지울 글', '본문'), false, at(1)));
    const kept = await run(contents.insert('post', author, fields('남는 글', '본문'), false, at(2)));
    const say = (contentId: number, authorId: number, parentId: number | null) =>
      run(comments.insert({ contentId, parentId, authorId, content: '댓글', mentionedUserId: null }, at(3)));
    const top = await say(gone, commenter, null);
    const reply = await say(gone, replier, top);
    const elsewhere = await say(kept, commenter, null);
    await like('contentLike', fan, gone, author);
    await like('contentLike', critic, gone, author);
    await like('contentLike', fan, kept, author);
    await like('commentLike', fan, top, commenter);
    await like('commentLike', fan, reply, replier);
    await like('commentLike', critic, reply, replier);
    await like('commentLike', fan, elsewhere, commenter);
    // A comment deleted by its author keeps its likes until the item goes.
    await run(comments.markDeleted(reply, at(4)));

    await run(contents.remove(gone));
    expect(await run(contents.find('post', gone))).toBeNull();
    expect(await run(comments.find(top))).toBeNull();
    expect(await run(comments.find(reply))).toBeNull();
    expect(await run(comments.find(elsewhere))).not.toBeNull();
    expect([...(await run(edges.among('contentLike', fan, [gone, kept])))]).toEqual([kept]);
    expect([...(await run(edges.among('commentLike', fan, [top, reply, elsewhere])))]).toEqual([elsewhere]);
    expect(await run(people.receivedLikes(author))).toEqual({ postLikes: 1, commentLikes: 0 });
    expect(await run(people.receivedLikes(commenter))).toEqual({ postLikes: 0, commentLikes: 1 });
    expect(await run(people.receivedLikes(replier))).toEqual({ postLikes: 0, commentLikes: 0 });
    expect(await totalOf('post')).toBe(1);

    // Counters already lower than the item's likes stop at 0; a missing item changes nothing.
    await run(people.moveReceivedLikes(author, 'post', -1));
    await run(contents.remove(kept));
    await run(contents.remove(kept));
    expect(await run(people.receivedLikes(author))).toEqual({ postLikes: 0, commentLikes: 0 });
    expect(await run(people.receivedLikes(commenter))).toEqual({ postLikes: 0, commentLikes: 0 });
    expect(await totalOf('post')).toBe(0);
  });
});
