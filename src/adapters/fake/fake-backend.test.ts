import { Cause, Effect, Exit } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_CONTENTS, DEMO_USERS } from '../../../content/demo';
import { TOKENS } from '../../application/ports/tokens';
import { createContainer } from '../composition-root';
import { memoryStorage } from '../storage/safe-storage';
import { fakeToken } from './fake-accounts';
import { createFakeBackend } from './fake-backend';
import { createRecordingAlerter, createRecordingNavigator } from './fake-browser';

const tokenStore = () => {
  let token: string | null = null;
  return {
    get: () => token,
    set: (t: string) => {
      token = t;
    },
    remove: () => {
      token = null;
    },
  };
};

const as = (key: string) => {
  const tokens = tokenStore();
  const fake = createFakeBackend({ tokenStore: tokens });
  const id = DEMO_USERS.findIndex((u) => u.key === key) + 1;
  const user = DEMO_USERS[id - 1];
  if (user) tokens.set(fakeToken({ id, role: user.role }));
  return { fake, tokens, id };
};

const doc = { title: '데모에서 쓴 글', content: '<p>데모 본문</p>', tags: [], thumbnailUrl: null };

describe('demo backend: the server’s use cases on the memory host, behind the app’s HTTP adapters', () => {
  it('holds every demo item under the id the server seed gives it', async () => {
    const { fake } = as('admin');
    const index = DEMO_CONTENTS.findIndex((c) => c.key === 'osgood');
    const osgood = await Effect.runPromise(fake.articlesApi.detail(index + 1));
    expect(osgood.title).toBe(DEMO_CONTENTS[index]?.title);
    const post = DEMO_CONTENTS.findIndex((c) => c.kind === 'post');
    expect(await Effect.runPromise(fake.boardApis.post.detail(post + 1))).toMatchObject({
      id: post + 1,
      title: DEMO_CONTENTS[post]?.title,
    });
  });

  it('shows what its editor writes in its lists: one store for both', async () => {
    const { fake } = as('user1');
    const id = await Effect.runPromise(fake.draftsApis.post.create(doc));
    const page = await Effect.runPromise(
      fake.boardApis.post.page({
        query: { tag: 'ALL', sort: 'LATEST', keyword: '데모', scope: 'TITLE' },
        page: 1,
      }),
    );
    expect(page.data.map((c) => c.id)).toEqual([id]);
    expect(page.data[0]?.highlightedTitle).toBe('<mark>데모</mark>에서 쓴 글');
  });

  it('tells the live stream of a notification for its viewer only', async () => {
    const author = as('user1');
    const events: number[] = [];
    let opened = false;
    const close = author.fake.notificationStream.subscribe({
      onOpen: () => {
        opened = true;
      },
      onNotification: (n) => events.push(n.id),
      onClose: () => undefined,
    });
    await vi.waitFor(() => expect(opened).toBe(true));
    const postId = await Effect.runPromise(author.fake.draftsApis.post.create(doc));
    author.tokens.set(fakeToken({ id: 6, role: 'USER' }));
    await Effect.runPromise(author.fake.commentsApi.create({ kind: 'post', id: postId }, '댓글'));
    const stored = [...(await author.fake.host).db.tables.notifications.values()];
    await vi.waitFor(() => expect(events).toEqual(stored.map((n) => n.id)));
    close();
    expect(stored.map((n) => n.recipientId)).toEqual([author.id]);
  });

  it('answers a member who does not exist with the server’s 404', async () => {
    const exit = await Effect.runPromiseExit(as('user1').fake.usersApi.user(4242));
    expect(Exit.isFailure(exit) && Cause.squash(exit.cause)).toMatchObject({ _tag: 'NotFound' });
  });

  it('is what the fake container binds to every backend port', () => {
    const local = memoryStorage();
    const navigator = createRecordingNavigator();
    const container = createContainer({
      mode: 'fake',
      local,
      session: memoryStorage(),
      navigator,
      alerter: createRecordingAlerter(),
    });
    for (const token of [
      TOKENS.SessionApi,
      TOKENS.UsersApi,
      TOKENS.NotificationsApi,
      TOKENS.NotificationStream,
      TOKENS.ArticlesApi,
      TOKENS.BoardApis,
      TOKENS.CommentsApi,
      TOKENS.ReactionsApi,
      TOKENS.EditorsApi,
      TOKENS.ConsultationApi,
      TOKENS.DraftsApis,
      TOKENS.ImageUpload,
    ])
      expect(container.get(token), String(token)).toBeTruthy();
  });

  it('signs the browser out on a token the backend refuses, as the HTTP adapter does', async () => {
    const tokens = tokenStore();
    const navigator = createRecordingNavigator('/article/1');
    let events = 0;
    const fake = createFakeBackend({
      tokenStore: tokens,
      signOut: {
        navigator,
        authEvents: { onUnauthorized: () => () => undefined, emitUnauthorized: () => void events++ },
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    tokens.set(fakeToken({ id: 5, role: 'ADMIN' }));
    const exit = await Effect.runPromiseExit(fake.sessionApi.profile());
    expect(Exit.isFailure(exit)).toBe(true);
    expect(tokens.get()).toBeNull();
    expect(navigator.visits).toEqual(['/']);
    expect(events).toBe(1);
    expect(warn).toHaveBeenCalledWith('Unauthorized');
    warn.mockRestore();
  });
});
