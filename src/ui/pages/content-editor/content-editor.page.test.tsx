// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_DATA, demoRows } from '../../../../content/demo';
import { createContainer, resolveServices } from '../../../adapters/composition-root';
import { fakeToken } from '../../../adapters/fake/fake-accounts';
import { createRecordingAlerter } from '../../../adapters/fake/fake-browser';
import { memoryStorage } from '../../../adapters/storage/safe-storage';
import { policyOf } from '../../../domain/content/policy';
import type { Role } from '../../../domain/role';
import { CONTENT_TEXT } from '../../../domain/text/content';
import { DRAFT_DELETE_TEXT, EDITOR_KIND_TEXT, EDITOR_TEXT } from '../../../domain/text/editor';
import { App } from '../../app/app';

const ROWS = demoRows(DEMO_DATA, new Date());
const user = (key: string) => {
  const row = ROWS.users.find((u) => u.user.key === key);
  if (!row) throw new Error(`no demo user ${key}`);
  return { id: row.id, role: row.user.role as Role };
};
const contentRow = (key: string) => {
  const row = ROWS.contents.find((c) => c.item.key === key);
  if (!row) throw new Error(`no demo item ${key}`);
  return row;
};
// editor2's unpublished article and another editor's published one.
const DRAFT = contentRow('hamstring-draft');
const PUBLISHED = ROWS.contents.find(
  (c) => c.item.kind === 'article' && c.item.draft !== true && c.authorId !== DRAFT.authorId,
);
const OWNER = user('editor2');
const ADMIN = user('admin');
const K = EDITOR_KIND_TEXT.article;
const article = policyOf('article');

const renderAt = (path: string, as: { id: number; role: Role }) => {
  window.history.replaceState(null, '', path);
  const local = memoryStorage();
  local.write('TOKEN', fakeToken(as));
  const services = resolveServices(
    createContainer({ mode: 'fake', local, session: memoryStorage(), alerter: createRecordingAlerter() }),
  );
  render(<App services={services} />);
};

beforeEach(() => {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(cleanup);

describe('another person’s draft (fake backend)', () => {
  it('gives an ADMIN opening it by address the not-allowed state, no form to save or publish', async () => {
    expect(DRAFT.authorId).toBe(OWNER.id);
    renderAt(article.paths.draft(DRAFT.id), ADMIN);
    expect(await screen.findByText(K.notYoursTitle)).toBeTruthy();
    expect(screen.getByText(EDITOR_TEXT.draftNotYoursDescription)).toBeTruthy();
    expect(screen.queryByLabelText(EDITOR_TEXT.titleLabel)).toBeNull();
    expect(screen.queryByRole('button', { name: EDITOR_TEXT.publish })).toBeNull();
    expect(screen.queryByRole('button', { name: EDITOR_TEXT.saveDraft })).toBeNull();
    expect(screen.queryByRole('button', { name: DRAFT_DELETE_TEXT.action })).toBeNull();
  });

  it('opens it for its owner with save, publish and delete', async () => {
    renderAt(article.paths.draft(DRAFT.id), OWNER);
    expect(await screen.findByDisplayValue(DRAFT.item.title)).toBeTruthy();
    expect(screen.getByRole('button', { name: EDITOR_TEXT.publish })).toBeTruthy();
    expect(screen.getByRole('button', { name: EDITOR_TEXT.saveDraft })).toBeTruthy();
    // 삭제 asks who the viewer is: it shows once the session has the owner's profile.
    expect(await screen.findByRole('button', { name: DRAFT_DELETE_TEXT.action })).toBeTruthy();
    expect(screen.queryByText(K.notYoursTitle)).toBeNull();
  });

  it('shows an ADMIN reading the draft’s page no edit or delete', async () => {
    renderAt(article.paths.detail(DRAFT.id), ADMIN);
    const heading = await screen.findByRole('heading', { level: 1, name: DRAFT.item.title });
    const main = heading.closest('main') ?? document.body;
    expect(within(main as HTMLElement).queryByRole('button', { name: CONTENT_TEXT.edit })).toBeNull();
    expect(within(main as HTMLElement).queryByRole('button', { name: CONTENT_TEXT.delete })).toBeNull();
  });

  it('shows its owner edit and delete on the draft’s page, and an ADMIN edit on another’s published article', async () => {
    renderAt(article.paths.detail(DRAFT.id), OWNER);
    await screen.findByRole('heading', { level: 1, name: DRAFT.item.title });
    expect(await screen.findByRole('button', { name: CONTENT_TEXT.edit })).toBeTruthy();
    expect(screen.getByRole('button', { name: CONTENT_TEXT.delete })).toBeTruthy();
    cleanup();
    if (!PUBLISHED) throw new Error('no published demo article by another author');
    renderAt(article.paths.detail(PUBLISHED.id), ADMIN);
    await screen.findByRole('heading', { level: 1, name: PUBLISHED.item.title });
    expect(await screen.findByRole('button', { name: CONTENT_TEXT.edit })).toBeTruthy();
  });
});
