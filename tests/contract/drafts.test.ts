import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentQuery } from '../../src/application/content/content-api.port';
import type { ContentDoc } from '../../src/application/drafts/drafts-api.port';
import type { ContentKind } from '../../src/domain/content/policy';
import { CONTENT_INPUT_TEXT } from '../../src/domain/text/content-input';
import { ENGINES } from '../integration/helpers/test-app';
import { demoId, demoUserId, outcome, run, signInAs, signOut, timeless } from './helpers/outcome';
import { CASE_TIMEOUT_MS, openSides, type Ports, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

const doc = (overrides: Partial<ContentDoc> = {}): ContentDoc => ({
  title: '새로 쓰는 글: 축구 일기',
  content: '<p>오늘은 <strong>발</strong> 안쪽으로 패스 연습을 했다.</p>',
  tags: [],
  thumbnailUrl: null,
  ...overrides,
});

const WRITERS: Readonly<Record<ContentKind, string>> = { article: 'editor2', post: 'user1', qna: 'user2' };
const TAGS: Readonly<Record<ContentKind, ContentDoc['tags']>> = {
  article: ['TECHNIQUE', 'MENTAL'],
  post: [],
  qna: ['NUTRITION'],
};
const LATEST: Readonly<Record<ContentKind, string>> = {
  article: 'publishedAt',
  post: 'LATEST',
  qna: 'LATEST',
};

/** The ids on the first page of a kind's newest-first list, and its total. */
const firstPage = async (p: Ports, kind: ContentKind) => {
  const query: ContentQuery = { tag: 'ALL', sort: LATEST[kind], keyword: '', scope: 'TITLE_CONTENT' };
  const request = { query, page: 1 };
  const page =
    kind === 'article' ? await run(p.articlesApi.page(request)) : await run(p.boardApis[kind].page(request));
  return { ids: page.data.map((c) => c.id), total: page.pageInfo.totalElements };
};

/** A 1x1 PNG: the server re-encodes it, so it must be a real image. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe.each(ENGINES)('contract: drafts, writing and images on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  it.each(['article', 'post', 'qna'] as const)(
    'drafts, autosaves and publishes a %s, which then heads the list (one store)',
    async (kind) => {
      const [fake, real] = await sides.both(async (p) => {
        await signInAs(p, WRITERS[kind]);
        const drafts = p.draftsApis[kind];
        const id = await run(drafts.createDraft(doc({ title: '', tags: TAGS[kind] })));
        await run(drafts.saveDraft(id, doc({ title: '임시 제목', tags: TAGS[kind] })));
        const listed = (await run(drafts.listDrafts())).map((d) => d.title);
        const loaded = await run(drafts.loadForEdit(id));
        const before = (await firstPage(p, kind)).ids;
        const published = await run(drafts.publishDraft(id, doc({ tags: TAGS[kind] })));
        const after = await firstPage(p, kind);
        signOut(p);
        const visitor = await run(
          kind === 'article' ? p.articlesApi.detail(id) : p.boardApis[kind].detail(id),
        );
        return {
          sameId: published === id,
          listed: listed[0],
          loaded: { ...loaded, id: loaded.id === id },
          wasListed: before.includes(id),
          head: after.ids[0] === id,
          total: after.total,
          visitor: timeless({ ...visitor, id: visitor.id === id }),
        };
      });
      expect(fake).toEqual(real);
      expect(real).toMatchObject({ sameId: true, listed: '임시 제목', wasListed: false, head: true });
      expect(real.loaded).toMatchObject({ isDraft: true, mine: true, title: '임시 제목' });
      expect(real.visitor).toMatchObject({ isDraft: false, title: doc().title, mine: false });
    },
  );

  it('lets an ADMIN read another user’s draft, and nobody else', async () => {
    const draft = demoId('p-draft-cleats-care');
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'admin');
      const admin = await outcome(p.draftsApis.post.loadForEdit(draft));
      const adminDetail = await outcome(p.boardApis.post.detail(draft));
      const adminSave = await outcome(p.draftsApis.post.saveDraft(draft, doc()));
      await signInAs(p, 'user3');
      const other = await outcome(p.draftsApis.post.loadForEdit(draft));
      await signInAs(p, 'user2');
      const author = await outcome(p.draftsApis.post.loadForEdit(draft));
      return { admin, adminDetail: adminDetail.ok, adminSave, other, author };
    });
    expect(fake).toEqual(real);
    // Drift case of issue 9: an ADMIN reads any draft (but does not work on it); a USER gets 404.
    expect(real.admin).toMatchObject({ ok: true, value: { isDraft: true, mine: false } });
    expect(real.adminDetail).toBe(true);
    expect(real.adminSave).toMatchObject({ tag: 'Forbidden' });
    expect(real.other).toEqual({ ok: false, tag: 'NotFound', message: 'Post Not Found', errors: null });
    expect(real.author).toMatchObject({ ok: true, value: { mine: true } });
  });

  it('keeps another member’s draft from an ADMIN on every route: edit, autosave and delete', async () => {
    const article = demoId('hamstring-draft');
    const post = demoId('p-draft-cleats-care');
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'admin');
      const before = (await run(p.draftsApis.article.loadForEdit(article))).title;
      const edit = await outcome(p.draftsApis.article.update(article, doc({ title: '관리자 덮어쓰기' })));
      const autosave = await outcome(p.draftsApis.article.saveDraft(article, doc({ title: '관리자' })));
      const removeArticle = await outcome(p.articlesApi.remove(article));
      const removePost = await outcome(p.boardApis.post.remove(post));
      const after = await run(p.draftsApis.article.loadForEdit(article));
      const postAfter = await outcome(p.draftsApis.post.loadForEdit(post));
      return {
        edit,
        autosave,
        removeArticle,
        removePost,
        same: after.title === before,
        postAfter: postAfter.ok,
      };
    });
    expect(fake).toEqual(real);
    for (const refused of [real.edit, real.autosave, real.removeArticle, real.removePost])
      expect(refused).toMatchObject({ ok: false, tag: 'Forbidden' });
    expect(real).toMatchObject({ same: true, postAfter: true });
  });

  it('checks who writes, what a kind allows and what publishing needs', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user3');
      const userArticle = await outcome(p.draftsApis.article.create(doc({ tags: ['ETC'] })));
      const userArticleDrafts = await outcome(p.draftsApis.article.listDrafts());
      const postTags = await outcome(p.draftsApis.post.create(doc({ tags: ['ETC'] })));
      const qnaTags = await outcome(p.draftsApis.qna.create(doc({ tags: ['ETC', 'MENTAL'] })));
      const noTitle = await outcome(p.draftsApis.post.create(doc({ title: '  ', content: '<p></p>' })));
      const draftId = await run(p.draftsApis.post.createDraft(doc({ title: '' })));
      const publishBlank = await outcome(p.draftsApis.post.publishDraft(draftId, doc({ title: '' })));
      const postId = await run(p.draftsApis.post.create(doc()));
      const autosavePublished = await outcome(p.draftsApis.post.saveDraft(postId, doc()));
      await signInAs(p, 'user4');
      const othersEdit = await outcome(p.draftsApis.post.update(postId, doc({ title: '남의 글' })));
      const othersDelete = await outcome(p.boardApis.post.remove(postId));
      await signInAs(p, 'admin');
      const adminEditPost = await outcome(p.draftsApis.post.update(postId, doc({ title: '관리자' })));
      const adminEditArticle = await outcome(
        p.draftsApis.article.update(demoId('osgood'), doc({ tags: ['ETC'] })),
      );
      const adminDeleteArticle = await outcome(p.articlesApi.remove(demoId('osgood')));
      const adminDeletePost = await outcome(p.boardApis.post.remove(postId));
      const gone = await outcome(p.boardApis.post.detail(postId));
      const goneComments = await outcome(p.commentsApi.page({ kind: 'post', id: postId }, 1));
      return {
        userArticle,
        userArticleDrafts,
        postTags,
        qnaTags,
        noTitle,
        publishBlank,
        autosavePublished,
        othersEdit,
        othersDelete,
        adminEditPost,
        adminEditArticle,
        adminDeleteArticle,
        adminDeletePost,
        gone,
        goneComments,
      };
    });
    expect(fake).toEqual(real);
    const field = (name: string, reason: string) => ({
      ok: false,
      tag: 'BadRequest',
      message: 'Bad Request',
      errors: [{ field: name, reason }],
    });
    expect(real.userArticle).toMatchObject({ tag: 'Forbidden' });
    expect(real.userArticleDrafts).toMatchObject({ tag: 'Forbidden' });
    expect(real.postTags).toEqual(field('tags', CONTENT_INPUT_TEXT.tagInvalid));
    expect(real.qnaTags).toEqual(field('tags', CONTENT_INPUT_TEXT.categoryTooMany));
    expect(real.noTitle).toMatchObject({
      errors: [
        { field: 'title', reason: CONTENT_INPUT_TEXT.titleRequired },
        { field: 'content', reason: CONTENT_INPUT_TEXT.contentRequired },
      ],
    });
    expect(real.publishBlank).toEqual(field('title', CONTENT_INPUT_TEXT.titleRequired));
    expect(real.autosavePublished).toEqual(field('id', CONTENT_INPUT_TEXT.notDraft));
    expect(real.othersEdit).toMatchObject({ tag: 'Forbidden' });
    expect(real.othersDelete).toMatchObject({ tag: 'Forbidden' });
    expect(real.adminEditPost).toMatchObject({ tag: 'Forbidden' });
    expect(real.adminEditArticle).toEqual({ ok: true, value: undefined });
    expect(real.adminDeleteArticle).toMatchObject({ tag: 'Forbidden' });
    expect(real.adminDeletePost).toEqual({ ok: true, value: undefined });
    expect(real.gone).toMatchObject({ tag: 'NotFound', message: 'Post Not Found' });
    expect(real.goneComments).toEqual(real.gone);
  });

  it('uploads images for those who may write the kind; thumbnails must be our own images', async () => {
    const [fake, real] = await sides.both(async (p) => {
      const png = new Blob([PNG], { type: 'image/png' });
      const progress: number[] = [];
      await signInAs(p, 'editor1');
      const url = await run(p.imageUpload.upload('thumbnail', png, (f) => progress.push(f)));
      const id = await run(p.draftsApis.article.create(doc({ tags: ['ETC'], thumbnailUrl: url })));
      const stored = (await run(p.articlesApi.detail(id))).thumbnailUrl === url;
      const foreign = await outcome(
        p.draftsApis.article.create(doc({ tags: ['ETC'], thumbnailUrl: 'https://elsewhere.example/x.png' })),
      );
      const text = await outcome(
        p.imageUpload.upload('article', new Blob(['not an image']), () => undefined),
      );
      const empty = await outcome(p.imageUpload.upload('article', new Blob([]), () => undefined));
      await signInAs(p, 'user6');
      const userThumbnail = await outcome(p.imageUpload.upload('thumbnail', png, () => undefined));
      const postImage = await outcome(p.imageUpload.upload('post', png, () => undefined));
      const postThumbnail = await outcome(p.draftsApis.post.create(doc({ thumbnailUrl: url })));
      return {
        url: typeof url === 'string' && url.length > 0,
        lastProgress: progress.at(-1),
        stored,
        foreign,
        text,
        empty,
        userThumbnail,
        postImage: postImage.ok,
        postThumbnail,
      };
    });
    expect(fake).toEqual(real);
    expect(real).toMatchObject({ url: true, lastProgress: 1, stored: true, postImage: true });
    expect(real.foreign).toMatchObject({
      errors: [{ field: 'thumbnailUrl', reason: CONTENT_INPUT_TEXT.thumbnailInvalid }],
    });
    expect(real.text).toMatchObject({
      tag: 'BadRequest',
      errors: [{ field: 'image', reason: CONTENT_INPUT_TEXT.imageType }],
    });
    expect(real.empty).toMatchObject({
      errors: [{ field: 'image', reason: CONTENT_INPUT_TEXT.imageRequired }],
    });
    expect(real.userThumbnail).toMatchObject({ tag: 'Forbidden' });
    expect(real.postThumbnail).toMatchObject({ errors: [{ field: 'thumbnailUrl' }] });
  });

  it('tells an editor’s followers of a new article, and no one of a board post', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'editor3');
      const article = await run(
        p.draftsApis.article.create(doc({ title: '새 진학 가이드', tags: ['ADMISSION'] })),
      );
      await run(p.draftsApis.post.create(doc({ title: '편집자의 자유글' })));
      await signInAs(p, 'user8');
      const follower = timeless(await run(p.notificationsApi.page(1, 1)));
      await signInAs(p, 'user1');
      const other = (await run(p.notificationsApi.page(1, 20))).data.filter(
        (n) => n.type === 'NEW_ARTICLE' && n.actor?.id === demoUserId('editor3'),
      );
      return { follower: { ...follower, data: follower.data.map((n) => ({ ...n, id: 0 })) }, article, other };
    });
    expect(timeless(fake)).toEqual(timeless(real));
    expect(real.follower.data[0]).toMatchObject({
      type: 'NEW_ARTICLE',
      link: `/article/${real.article}`,
      actor: { nickname: '입시멘토도윤' },
    });
    expect(real.other).toEqual([]);
  });

  it('derives the same text, summary and search hits from an HTML body', async () => {
    const html =
      '<h2>볼 &amp; 발</h2><p>첫 문단입니다.</p><ul><li>하나</li><li>둘</li></ul><p>' +
      '골키퍼 '.repeat(30) +
      '</p><blockquote><p>인용 &lt;태그&gt;</p></blockquote>';
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'editor1');
      const id = await run(
        p.draftsApis.article.create(doc({ title: 'HTML 본문 글', content: html, tags: ['ETC'] })),
      );
      const search = { tag: 'ALL', sort: 'publishedAt', keyword: '태그', scope: 'TITLE_CONTENT' } as const;
      const card = (await run(p.articlesApi.page({ query: search, page: 1 }))).data.find((a) => a.id === id);
      await signInAs(p, 'user6');
      const postId = await run(p.draftsApis.post.create(doc({ title: '<b>굵게</b> 제목', content: html })));
      const hit = (
        await run(
          p.boardApis.post.page({ query: { ...search, sort: 'LATEST', keyword: '골키퍼 인용' }, page: 1 }),
        )
      ).data.find((c) => c.id === postId);
      return {
        summary: card?.contentSummary,
        content: card?.content,
        highlightedTitle: hit?.highlightedTitle,
        preview: hit?.highlightedContentPreview,
      };
    });
    expect(fake).toEqual(real);
    expect(real.summary?.startsWith('볼 & 발 첫 문단입니다. 하나 둘 골키퍼')).toBe(true);
    expect(real.highlightedTitle).toBe('&lt;b&gt;굵게&lt;/b&gt; 제목');
    expect(real.preview).toContain('<mark>골키퍼</mark>');
  });

  it('lets the author edit and delete; a draft keeps needing a title once edited', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'editor2');
      const article = await run(p.draftsApis.article.create(doc({ tags: ['NUTRITION'] })));
      await run(
        p.draftsApis.article.update(article, doc({ title: '고친 제목', tags: ['NUTRITION', 'PHYSICAL'] })),
      );
      const edited = await run(p.articlesApi.detail(article));
      await run(p.articlesApi.remove(article));
      const removed = await outcome(p.articlesApi.detail(article));
      await signInAs(p, 'user5');
      const draft = await run(p.draftsApis.qna.createDraft(doc({ tags: ['MENTAL'] })));
      const untitled = await outcome(p.draftsApis.qna.update(draft, doc({ title: ' ', tags: ['MENTAL'] })));
      const autosaved = await outcome(
        p.draftsApis.qna.saveDraft(draft, doc({ title: '', tags: ['MENTAL'] })),
      );
      const drafts = (await run(p.draftsApis.qna.listDrafts())).map((d) => [d.id === draft, d.title]);
      await run(p.boardApis.qna.remove(draft));
      return {
        edited: { title: edited.title, tags: edited.tags, mine: edited.mine },
        removed,
        untitled,
        autosaved,
        drafts,
        afterRemove: (await run(p.draftsApis.qna.listDrafts())).length,
      };
    });
    expect(fake).toEqual(real);
    expect(real.edited).toEqual({ title: '고친 제목', tags: ['NUTRITION', 'PHYSICAL'], mine: true });
    expect(real.removed).toMatchObject({ tag: 'NotFound', message: 'Article Not Found' });
    expect(real.untitled).toMatchObject({
      errors: [{ field: 'title', reason: CONTENT_INPUT_TEXT.titleRequired }],
    });
    expect(real.autosaved).toEqual({ ok: true, value: undefined });
    expect(real.drafts).toEqual([[true, '']]);
    expect(real.afterRemove).toBe(0);
  });

  it.each(['article', 'post', 'qna'] as const)(
    'deletes its own %s draft through the drafts API, never someone else’s',
    async (kind) => {
      const [fake, real] = await sides.both(async (p) => {
        await signInAs(p, WRITERS[kind]);
        const drafts = p.draftsApis[kind];
        const mine = await run(drafts.createDraft(doc({ title: '지울 초안', tags: TAGS[kind] })));
        const kept = await run(drafts.createDraft(doc({ title: '남길 초안', tags: TAGS[kind] })));
        await signInAs(p, 'user3');
        const stranger = await outcome(p.draftsApis[kind].removeDraft(kept));
        await signInAs(p, WRITERS[kind]);
        const removed = await outcome(drafts.removeDraft(mine));
        const listed = (await run(drafts.listDrafts())).map((d) => d.id);
        const reopened = await outcome(drafts.loadForEdit(mine));
        await run(drafts.removeDraft(kept));
        return {
          stranger: stranger.ok,
          removed,
          gone: !listed.includes(mine),
          stillThere: listed.includes(kept),
          reopened: reopened.ok ? 'found' : 'tag' in reopened ? reopened.tag : 'defect',
        };
      });
      expect(fake).toEqual(real);
      expect(real).toEqual({
        stranger: false,
        removed: { ok: true, value: undefined },
        gone: true,
        stillThere: true,
        reopened: 'NotFound',
      });
    },
  );
});
