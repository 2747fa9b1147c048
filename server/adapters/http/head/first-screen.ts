import type { Section, TopBarKind } from '../../../../src/domain/route-chrome';
import { BANNER_TEXT } from '../../../../src/domain/text/banner';
import { LIST_TEXT } from '../../../../src/domain/text/lists';
import { SHELL_TEXT } from '../../../../src/domain/text/shell';
import { COMPETITION_UI_TEXT } from '../../../../src/domain/text/competition-pages';
import { TEAM_TEXT } from '../../../../src/domain/text/teams';
import { escapeHtml } from '../../../../src/domain/content/search';

/**
 * The first screen's HTML, sent inside #root so the browser paints the top bar, the page heading and
 * skeleton blocks as soon as the stylesheet arrives, before the entry script has run. React's first
 * render replaces it whole (createRoot clears the container), so nothing of it moves or stays.
 *
 * It is a picture, not the app: `inert` keeps it out of focus, clicks and the accessibility tree, so
 * nobody (and no test) acts on it before the app is there. Its classes (`ks-*`) are styled by
 * src/ui/app/first-screen.css, which index.html links into the render-blocking stylesheet; the sizes
 * there follow the real top bar (src/ui/app/top-bar/top-bar.styles.ts) and page frames.
 */

/** What the first-screen shell paints before the app runs (page-head.ts decides it per address). */
export type Shell = {
  readonly topBar: TopBarKind;
  readonly section: Section;
  /** frame: a page heading over blocks; detail: an item's back link and title; blank: the bar only. */
  readonly layout: 'frame' | 'detail' | 'blank';
  readonly heading: string | null;
  readonly back: { readonly href: string; readonly label: string } | null;
  /** The row of tag chips an item shows above its title. */
  readonly tags?: boolean;
  /** The home's promo banner at its first slide (the page's largest paint). */
  readonly banner?: boolean;
  /** An item's body, cleaned for the shell (no pictures): its text paints before the app runs. */
  readonly body?: string;
  /** A page's tab row (the boards): the labels in order and which one is selected. */
  readonly tabs?: { readonly labels: readonly string[]; readonly selected: number };
  /**
   * A popular block at its first page, as the app shows it once its data is there (the board home's
   * weekly popular posts, the page's largest paint): the block's title, its first three items and how
   * many pages of three it has.
   */
  readonly popular?: {
    readonly title: string;
    readonly items: readonly { readonly title: string; readonly detail: string }[];
    readonly pages: number;
  };
  /** The frame at its narrow width (pages/page-frame.tsx `width="narrow"`). */
  readonly narrow?: boolean;
  /**
   * The competition home's first section as the app shows it once its data is there: the heading,
   * the age-group tabs (the one the app selects pressed, those without cups quieter) and the selected
   * group's ongoing cups (their names are the page's largest paint).
   */
  readonly cups?: {
    readonly heading: string;
    readonly ages: readonly { readonly label: string; readonly pressed: boolean; readonly empty: boolean }[];
    readonly cards: readonly { readonly badge: string; readonly name: string; readonly detail: string }[];
  };
  /**
   * A team page's top as the app shows it once its data is there (issue 27): the emblem, region and
   * age groups under the name (the heading), and its next matches' cards (their titles are the page's
   * largest paint), each with as many row placeholders as it has matches (at most a few).
   */
  readonly team?: {
    readonly emblemUrl: string | null;
    readonly regions: readonly string[];
    readonly ageGroups: readonly string[];
    readonly upcoming: readonly { readonly title: string; readonly matches: number }[];
  };
};

const BALL =
  '<svg class="ks-ball" width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">' +
  '<circle cx="12" cy="12" r="10.5" fill="#fff" stroke="currentColor" stroke-width="1.6"/>' +
  '<path d="M12 7.2l3.6 2.6-1.4 4.2H9.8L8.4 9.8z" fill="currentColor"/>' +
  '<path d="M12 7.2V2.8M15.6 9.8l4.2-1.4M14.2 14l2.6 3.6M9.8 14l-2.6 3.6M8.4 9.8L4.2 8.4" ' +
  'stroke="currentColor" stroke-width="1.4"/></svg>';

const CHEVRON =
  '<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
  'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M15 6l-6 6 6 6"/></svg>';

const CHEVRON_RIGHT =
  '<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
  'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M9 6l6 6-6 6"/></svg>';

const NAV: readonly { readonly section: Exclude<Section, null>; readonly label: string }[] = [
  { section: 'articles', label: SHELL_TEXT.navArticles },
  { section: 'clips', label: SHELL_TEXT.navClips },
  { section: 'community', label: SHELL_TEXT.navCommunity },
  { section: 'competition', label: SHELL_TEXT.navCompetition },
];

const logo = `<span class="ks-logo">${BALL}<span>${escapeHtml(SHELL_TEXT.productName)}</span></span>`;

const topBar = (shell: Shell): string => {
  if (shell.topBar === 'none') return '';
  const nav =
    shell.topBar === 'standard'
      ? `<nav class="ks-nav"><ul>${NAV.map(
          (link) =>
            `<li><span class="ks-link"${link.section === shell.section ? ' data-current' : ''}>${escapeHtml(link.label)}</span></li>`,
        ).join('')}</ul></nav>`
      : '';
  return `<header class="ks-bar" data-kind="${shell.topBar}"><div class="ks-bar-in">${logo}${nav}<span class="ks-account"></span></div></header>`;
};

const repeat = (count: number, html: string) => html.repeat(count);

const SLIDES = BANNER_TEXT.slides;

/** The promo banner's first slide, as pages/promo-banner.tsx draws it (first-screen.css sizes it). */
const banner = (): string => {
  const slide = SLIDES[0];
  return (
    `<div class="ks-banner"><div><span class="ks-banner-point">${escapeHtml(slide.point)}</span>` +
    `<p class="ks-banner-lines">${slide.lines.map(escapeHtml).join('<br>')}</p></div>` +
    `<span class="ks-banner-count">1 / ${SLIDES.length}</span></div>`
  );
};

/** A tab row as pages/page-frame.styles.ts draws it (TabList, TabLink). */
const tabs = (row: NonNullable<Shell['tabs']>): string =>
  `<div class="ks-tabs">${row.labels
    .map(
      (label, i) =>
        `<span class="ks-tab"${i === row.selected ? ' data-selected' : ''}>${escapeHtml(label)}</span>`,
    )
    .join('')}</div>`;

/**
 * A popular block at its first page as features/lists/popular-block.tsx draws it: the heading, three
 * numbered items (title two lines high, then the detail) and the 'more' button with the page count,
 * kept in place but invisible when there is one page.
 */
const popular = (block: NonNullable<Shell['popular']>): string =>
  '<section class="ks-block">' +
  `<div class="ks-block-h"><h2>${escapeHtml(block.title)}</h2></div>` +
  `<ol class="ks-rank">${block.items
    .map(
      (item, i) =>
        `<li><div class="ks-rank-a"><strong>${i + 1}</strong><div>` +
        `<span class="ks-rank-t">${escapeHtml(item.title)}</span><small>${escapeHtml(item.detail)}</small>` +
        '</div></div></li>',
    )
    .join('')}</ol>` +
  `<div class="ks-more"><span class="ks-more-b"${block.pages <= 1 ? ' hidden' : ''}>` +
  `${escapeHtml(LIST_TEXT.popularMore)}<span>${escapeHtml(LIST_TEXT.popularPage(1, block.pages))}</span></span></div>` +
  '</section>';

/**
 * The competition home's first section as features/competitions/tab-section.tsx and
 * competition-card.tsx draw it: heading, the age-group tabs, the selected group's cup cards.
 */
const cups = (section: NonNullable<Shell['cups']>): string =>
  '<section class="ks-sec">' +
  `<div class="ks-sec-h"><h2>${escapeHtml(section.heading)}</h2><div class="ks-ages">${section.ages
    .map(
      (age) =>
        `<span class="ks-age"${age.pressed ? ' data-pressed' : age.empty ? ' data-empty' : ''}>${escapeHtml(age.label)}</span>`,
    )
    .join('')}</div></div>` +
  (section.cards.length > 0
    ? `<ul class="ks-cards">${section.cards
        .map(
          (card) =>
            `<li><div class="ks-card"><span class="ks-badge">${escapeHtml(card.badge)}</span>` +
            `<span class="ks-card-b"><strong>${escapeHtml(card.name)}</strong><span>${escapeHtml(card.detail)}</span></span>` +
            `${CHEVRON_RIGHT}</div></li>`,
        )
        .join('')}</ul>`
    : '<div class="ks-sk ks-sk-row"></div>') +
  '</section>';

const CHEVRON_DOWN =
  '<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
  'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M6 9l6 6 6-6"/></svg>';

/** The match rows a team shell card keeps room for (the rest arrive with the app, below the fold). */
const TEAM_SHELL_ROWS = 3;

/**
 * A team page's top as pages/competition-team/competition-team.page.tsx draws it: the emblem and the
 * facts (region, age groups), then 다가오는 경기 with its match group cards (match-group-card.tsx:
 * header with the title and the match count, the rows as placeholders).
 */
const team = (facts: NonNullable<Shell['team']>): string =>
  '<div class="ks-team">' +
  (facts.emblemUrl
    ? `<img class="ks-emblem" src="${escapeHtml(facts.emblemUrl)}" alt="" width="64" height="64">`
    : '<span class="ks-emblem"></span>') +
  `<dl class="ks-facts"><dt>${escapeHtml(TEAM_TEXT.region)}</dt><dd>${escapeHtml(
    facts.regions.length > 0 ? facts.regions.join(', ') : '-',
  )}</dd><dt>${escapeHtml(TEAM_TEXT.ageGroups)}</dt><dd>${escapeHtml(
    facts.ageGroups.length > 0 ? facts.ageGroups.join(', ') : '-',
  )}</dd></dl></div>` +
  `<section class="ks-team-sec"><h2>${escapeHtml(TEAM_TEXT.upcoming)}</h2>` +
  (facts.upcoming.length === 0
    ? `<div class="ks-status">${escapeHtml(TEAM_TEXT.noUpcoming)}</div>`
    : `<ul class="ks-groups">${facts.upcoming
        .map(
          (group) =>
            `<li><div class="ks-group"><div class="ks-group-h">${CHEVRON_DOWN}` +
            `<span>${escapeHtml(group.title)}</span><small>${escapeHtml(COMPETITION_UI_TEXT.matchCount(group.matches))}</small></div>` +
            repeat(
              Math.min(group.matches, TEAM_SHELL_ROWS),
              '<div class="ks-group-row"><div class="ks-sk"></div></div>',
            ) +
            '</div></li>',
        )
        .join('')}</ul>`) +
  '</section>';

/** Below a frame's heading: the banner, the tabs and popular block, the cups, else a hero's skeleton. */
const frameTop = (shell: Shell): string => {
  if (shell.banner) return banner();
  if (shell.cups) return cups(shell.cups);
  if (shell.team) return team(shell.team);
  if (shell.tabs) return tabs(shell.tabs) + (shell.popular ? popular(shell.popular) : '');
  return '<div class="ks-sk ks-sk-hero"></div>';
};

const body = (shell: Shell): string => {
  if (shell.layout === 'frame')
    return (
      `<div class="ks-frame"${shell.narrow ? ' data-narrow' : ''}>${shell.heading ? `<h1 class="ks-title">${escapeHtml(shell.heading)}</h1>` : ''}` +
      frameTop(shell) +
      `${repeat(4, '<div class="ks-sk ks-sk-row"></div>')}</div>`
    );
  if (shell.layout === 'detail')
    return (
      '<div class="ks-detail">' +
      (shell.back ? `<span class="ks-back">${CHEVRON}${escapeHtml(shell.back.label)}</span>` : '') +
      (shell.tags ? '<div class="ks-sk ks-sk-tags"></div>' : '') +
      (shell.heading ? `<h1 class="ks-detail-title">${escapeHtml(shell.heading)}</h1>` : '') +
      '<div class="ks-sk ks-sk-author"></div>' +
      // The body (cleaned for the shell by page-head.ts): its first paragraph is the page's largest paint.
      (shell.body !== undefined
        ? `<div class="ks-body">${shell.body}</div>`
        : repeat(6, '<div class="ks-sk ks-sk-line"></div>')) +
      '</div>'
    );
  return '';
};

/** The shell's HTML for one page (escaped: headings are item titles). */
export const renderFirstScreen = (shell: Shell): string =>
  `<div class="ks-shell" inert>${topBar(shell)}<main class="ks-main">${body(shell)}</main></div>`;
