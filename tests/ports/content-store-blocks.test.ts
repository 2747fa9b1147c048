import { expect, it } from 'vitest';
import type { ContentRecord } from '../../server/ports/content.port';
import { describeOnHosts } from './helpers/port-hosts';
import { at, fields, run, rowsOn, storesOn } from './helpers/rows';

const ids = (items: readonly ContentRecord[]) => items.map((item) => item.id);

/** The ContentStore reads of blocks beside the lists: popular items, an author's others, drafts. */
describeOnHosts('ContentStore blocks', (host) => {
  it('ranks popular items by the domain score, newer first among equals', async () => {
    const { contents } = storesOn(host);
    const rows = rowsOn(host);
    const editor = await rows.user('편집장', 'EDITOR');
    const item = async (minute: number, likes: number, comments: number, views: number) => {
      const id = await run(
        contents.insert('article', editor, fields(`기사 ${minute}`, '본문'), false, at(minute)),
      );
      await run(contents.moveLikes(id, likes));
      await run(contents.moveComments(id, comments));
      await rows.setViews(id, views);
      return id;
    };
    const old = await item(50, 10, 0, 0); // 30, before every window
    const liked = await item(110, 1, 0, 0); // 3
    const viewed = await item(120, 0, 0, 30); // 3, newer than `liked`
    const answered = await item(130, 0, 1, 10); // 2 + 1, newer still
    const quiet = await item(140, 0, 0, 0);
    const draft = await run(contents.insert('article', editor, fields('초안', '본문'), true, at(150)));
    await run(contents.moveLikes(draft, 100));
    await run(contents.insert('post', editor, fields('게시글', '본문'), false, at(150)));

    expect(ids(await run(contents.popular('article', at(100), 9)))).toEqual([answered, viewed, liked, quiet]);
    expect(ids(await run(contents.popular('article', at(100), 2)))).toEqual([answered, viewed]);
    // A pool: the newest items, those inside the window first, then the best of the older ones.
    expect(ids(await run(contents.popular('article', at(125), 9, 5)))).toEqual([
      answered,
      quiet,
      old,
      viewed,
      liked,
    ]);
    expect(ids(await run(contents.popular('article', at(125), 9, 3)))).toEqual([answered, quiet, viewed]);
    expect(await run(contents.popular('article', at(200), 9))).toEqual([]);
    const [card] = await run(contents.popular('article', at(100), 1));
    expect(card).toMatchObject({ id: answered, views: 10, commentCount: 1, contentText: '' });
  });

  it("lists an author's other published items of the kind, newest first", async () => {
    const { contents } = storesOn(host);
    const rows = rowsOn(host);
    const author = await rows.user('작성자');
    const other = await rows.user('다른사람');
    const first = await run(contents.insert('post', author, fields('첫째', '본문'), false, at(1)));
    const shown = await run(contents.insert('post', author, fields('둘째', '본문'), false, at(3)));
    const third = await run(contents.insert('post', author, fields('셋째', '본문'), false, at(2)));
    await run(contents.insert('post', author, fields('초안', '본문'), true, at(4)));
    await run(contents.insert('qna', author, fields('질문', '본문'), false, at(5)));
    await run(contents.insert('post', other, fields('남의 글', '본문'), false, at(6)));
    expect(ids(await run(contents.byAuthor('post', author, shown, 10)))).toEqual([third, first]);
    expect(ids(await run(contents.byAuthor('post', author, shown, 1)))).toEqual([third]);
    expect(ids(await run(contents.byAuthor('post', author, 0, 10)))).toEqual([shown, third, first]);
    await rows.markDeleted(author);
    const [card] = await run(contents.byAuthor('post', author, shown, 1));
    expect(card).toMatchObject({ author: { deleted: true }, contentText: '' });
  });

  it("lists an author's drafts of the kind, last saved first", async () => {
    const { contents } = storesOn(host);
    const rows = rowsOn(host);
    const author = await rows.user('작성자');
    const other = await rows.user('다른사람');
    const d1 = await run(contents.insert('qna', author, fields('하나', '본문'), true, at(1)));
    const d2 = await run(contents.insert('qna', author, fields('둘', '본문'), true, at(2)));
    const d3 = await run(contents.insert('qna', author, fields('셋', '본문'), true, at(2)));
    await run(contents.insert('qna', author, fields('발행', '본문'), false, at(3)));
    await run(contents.insert('post', author, fields('다른 종류', '본문'), true, at(3)));
    await run(contents.insert('qna', other, fields('남의 초안', '본문'), true, at(3)));
    expect(ids(await run(contents.drafts('qna', author)))).toEqual([d3, d2, d1]);
    await run(contents.update(d1, fields('하나 고침', '본문'), at(5)));
    expect(ids(await run(contents.drafts('qna', author)))).toEqual([d1, d3, d2]);
    expect(await run(contents.publish(d3, at(6), null))).toBe(true);
    const drafts = await run(contents.drafts('qna', author));
    expect(ids(drafts)).toEqual([d1, d2]);
    expect(drafts[0]).toMatchObject({
      title: '하나 고침',
      isDraft: true,
      publishedAt: null,
      contentText: '',
    });
  });
});
