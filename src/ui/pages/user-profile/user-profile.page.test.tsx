// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Effect } from 'effect';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_DATA, demoRows } from '../../../../content/demo';
import { createContainer, resolveServices } from '../../../adapters/composition-root';
import { fakeToken } from '../../../adapters/fake/fake-accounts';
import { createRecordingAlerter } from '../../../adapters/fake/fake-browser';
import { memoryStorage } from '../../../adapters/storage/safe-storage';
import type { AppServices } from '../../../application/app-services';
import { paths } from '../../../domain/paths';
import type { Role } from '../../../domain/role';
import { ARTICLE_TEXT } from '../../../domain/text/articles';
import { PAGE_TEXT } from '../../../domain/text/pages';
import { PROFILE_PAGE_TEXT as T } from '../../../domain/text/profile-page';
import { REACTION_TEXT } from '../../../domain/text/reactions';
import { App } from '../../app/app';

const ROWS = demoRows(DEMO_DATA, new Date());
const user = (key: string) => {
  const row = ROWS.users.find((u) => u.user.key === key);
  if (!row) throw new Error(`no demo user ${key}`);
  return { id: row.id, role: row.user.role as Role, name: row.user.nickname };
};
const EDITOR = user('editor1');
const MEMBER = user('user1');
const P = PAGE_TEXT.profile;

/** The app on the fake backend at `path`, signed in as `as` when given. */
const renderProfile = (
  path: string,
  as?: { id: number; role: Role },
  edit?: (s: AppServices) => AppServices,
) => {
  window.history.replaceState(null, '', path);
  const local = memoryStorage();
  if (as) local.write('TOKEN', fakeToken(as));
  const alerter = createRecordingAlerter();
  const base = resolveServices(createContainer({ mode: 'fake', local, session: memoryStorage(), alerter }));
  const services = edit ? edit(base) : base;
  render(<App services={services} />);
  return { services, local, alerter };
};

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

beforeEach(() => {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(cleanup);

describe('profile page', () => {
  it('shows a visitor an editor’s head, five tabs and the articles the author card links to', async () => {
    renderProfile(paths.user(EDITOR.id, 'userArticle'));
    expect(await screen.findByRole('heading', { level: 1, name: EDITOR.name })).toBeTruthy();
    expect(tabNames()).toEqual([
      P.tabs.intro,
      P.tabs.userComment,
      P.tabs.userBoard,
      P.tabs.likeBoards,
      P.tabs.userArticle,
    ]);
    expect(screen.getByRole('tab', { name: P.tabs.userArticle }).getAttribute('aria-selected')).toBe('true');
    const section = await screen.findByRole('region', { name: T.sections.articles.title });
    await waitFor(() => expect(within(section).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: REACTION_TEXT.follow })).toBeTruthy();
    expect(screen.getByRole('button', { name: ARTICLE_TEXT.consult })).toBeTruthy();
    const links = screen.getByRole('list', { name: T.linksLabel });
    for (const link of within(links).getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('opens the intro for a visitor asking for the owner-only drafts tab', async () => {
    renderProfile(paths.user(EDITOR.id, 'drafts'));
    await screen.findByRole('heading', { level: 1, name: EDITOR.name });
    expect(screen.getByRole('tab', { name: P.tabs.intro }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: P.tabs.drafts })).toBeNull();
    expect(screen.queryByRole('tab', { name: P.tabs.counsel })).toBeNull();
  });

  it('gives a visitor the login dialog from follow', async () => {
    renderProfile(paths.user(EDITOR.id));
    fireEvent.click(await screen.findByRole('button', { name: REACTION_TEXT.follow }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('shows an unknown member as the Korean not-found page, with no alert', async () => {
    const { alerter } = renderProfile(paths.user(99_999));
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TEXT.notFound.title })).toBeTruthy();
    expect(alerter.messages).toEqual([]);
  });

  it('shows "비공개" for a hidden list and never its items', async () => {
    renderProfile(paths.user(MEMBER.id, 'likeBoards'), undefined, (s) => ({
      ...s,
      profileApi: {
        ...s.profileApi,
        userList: (userId, list, paging) =>
          list === 'likedArticles'
            ? Effect.succeed({
                data: [],
                pageInfo: { page: 1, totalPages: 0, totalElements: 0 },
                hidden: true,
              } as never)
            : s.profileApi.userList(userId, list, paging),
      },
    }));
    const section = await screen.findByRole('region', { name: T.sections.likedArticles.title });
    expect(await within(section).findByText(T.hidden)).toBeTruthy();
    expect(within(section).queryAllByRole('listitem')).toEqual([]);
  });

  it('lets the owner open every tab, their drafts among them, with an edit button and no follow', async () => {
    renderProfile(paths.user(EDITOR.id, 'drafts'), EDITOR);
    await screen.findByRole('heading', { level: 1, name: EDITOR.name });
    await waitFor(() => expect(tabNames()).toHaveLength(7));
    expect(screen.getByRole('tab', { name: P.tabs.drafts }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: T.editProfile })).toBeTruthy();
    expect(screen.queryByRole('button', { name: REACTION_TEXT.follow })).toBeNull();
    expect(await screen.findByRole('region', { name: T.sections.articleDrafts.title })).toBeTruthy();
    expect(screen.getByRole('region', { name: T.sections.postDrafts.title })).toBeTruthy();
  });

  it('lets the expert answer a received consultation in the counsel tab', async () => {
    const { services, local } = renderProfile('/', MEMBER);
    await act(async () => {
      await Effect.runPromise(
        services.articles.consultationApi.request({
          recipientId: EDITOR.id,
          consultationType: 'CONSULTING',
          message: '아이 진학 상담 부탁드립니다.',
        }),
      );
    });
    cleanup();
    local.write('TOKEN', fakeToken(EDITOR));
    window.history.replaceState(null, '', paths.user(EDITOR.id, 'counsel'));
    render(<App services={services} />);
    const received = await screen.findByRole('region', { name: T.sections.received.title });
    expect(await within(received).findByText('아이 진학 상담 부탁드립니다.')).toBeTruthy();
    const box = within(received).getByRole('textbox', { name: T.counsel.answerLabel });
    fireEvent.change(box, { target: { value: '먼저 현재 팀 감독님과 상의해 보세요.' } });
    fireEvent.click(within(received).getByRole('button', { name: T.counsel.submit }));
    expect(
      await within(received).findByText('먼저 현재 팀 감독님과 상의해 보세요.', { selector: 'p' }),
    ).toBeTruthy();
    await waitFor(() => expect(within(received).queryByRole('textbox')).toBeNull());
    expect(within(received).getByText(T.counsel.status.ANSWERED)).toBeTruthy();
  });
});
