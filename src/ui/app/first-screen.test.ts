import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BANNER_BACKGROUNDS } from '../pages/promo-banner';
import {
  CONTENT_MAX_WIDTH,
  color,
  fontSize,
  MOBILE_MAX_WIDTH,
  NARROW_CONTENT_MAX_WIDTH,
  radius,
  space,
  topBar,
} from '../theme/tokens';

// Read from disk: the test runner hands CSS imports to no stylesheet pipeline.
const css = readFileSync(new URL('./first-screen.css', import.meta.url), 'utf8');

/** The declarations of the first rule for `selector` (outside or inside the media query). */
const rule = (selector: string, inMedia = false): string => {
  const media = css.indexOf('@media');
  const scope = inMedia ? css.slice(media) : css.slice(0, media);
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|\\n|,)\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(scope)?.[1] ?? '';
};

describe('the first-screen shell stylesheet', () => {
  it('paints the top bar at the sizes and colours of the real one', () => {
    expect(rule('.ks-bar-in')).toContain(`height: ${topBar.height}px;`);
    expect(rule('.ks-bar-in')).toContain(`max-width: ${CONTENT_MAX_WIDTH}px;`);
    expect(rule('.ks-link')).toContain(`height: ${topBar.height}px;`);
    expect(rule('.ks-logo')).toContain(`color: ${color.brand};`);
    expect(rule('.ks-link[data-current]')).toContain(`color: ${color.brand};`);
    expect(rule('.ks-link')).toContain(`color: ${color.textSecondary};`);
    expect(rule('.ks-bar')).toContain(`border-bottom: 1px solid ${color.border};`);
    expect(rule('.ks-sk')).toContain(`background: ${color.bgMuted};`);
  });

  it('wraps to the phone layout at the same width and row heights', () => {
    expect(css).toContain(`@media (max-width: ${MOBILE_MAX_WIDTH}px)`);
    expect(rule('.ks-logo', true)).toContain(`height: ${topBar.mobileRowHeight}px;`);
    expect(rule('.ks-link', true)).toContain(`height: ${topBar.mobileNavHeight}px;`);
  });

  it("paints the home's banner as the app's first slide", () => {
    expect(rule('.ks-banner')).toContain(`background: ${BANNER_BACKGROUNDS[0]};`);
    expect(rule('.ks-banner')).toContain('height: 120px;');
    expect(rule('.ks-banner')).toContain(`margin-bottom: ${space.xxxl};`);
    expect(rule('.ks-banner')).toContain(`padding: 0 ${space.huge};`);
    expect(rule('.ks-banner')).toContain(`border-radius: ${radius.lg};`);
    expect(rule('.ks-banner-lines')).toContain(`font-size: ${fontSize.xl};`);
    expect(rule('.ks-banner', true)).toContain(`padding: 0 ${space.xl};`);
    expect(rule('.ks-banner-lines', true)).toContain(`font-size: ${fontSize.lg};`);
  });

  it("paints the board tabs and a popular block as the app's own", () => {
    expect(rule('.ks-tabs')).toContain(`gap: ${space.xs};`);
    expect(rule('.ks-tabs')).toContain(`margin-bottom: ${space.xl};`);
    expect(rule('.ks-tab')).toContain(`padding: ${space.md} ${space.lg};`);
    expect(rule('.ks-tab')).toContain(`font-size: ${fontSize.lg};`);
    expect(rule('.ks-tab')).toContain(`color: ${color.textTertiary};`);
    expect(rule('.ks-tab[data-selected]')).toContain(`color: ${color.text};`);
    expect(rule('.ks-block')).toContain(`margin-bottom: ${space.xxxl};`);
    expect(rule('.ks-block-h')).toContain(`margin-bottom: ${space.md};`);
    expect(rule('.ks-block-h h2')).toContain(`font-size: ${fontSize.xl};`);
    expect(rule('.ks-rank')).toContain(`gap: ${space.md};`);
    expect(rule('.ks-rank-a')).toContain(`padding: ${space.lg};`);
    expect(rule('.ks-rank-a')).toContain(`border-radius: ${radius.md};`);
    expect(rule('.ks-rank strong')).toContain(`font-size: ${fontSize.xl};`);
    expect(rule('.ks-rank-t')).toContain(`font-size: ${fontSize.md};`);
    expect(rule('.ks-rank-t')).toContain('min-height: 3em;');
    expect(rule('.ks-rank small')).toContain(`font-size: ${fontSize.xs};`);
    expect(rule('.ks-more-b')).toContain('height: 32px;');
    expect(rule('.ks-more-b')).toContain(`border: 1px solid ${color.borderStrong};`);
    expect(rule('.ks-rank', true)).toContain('grid-template-columns: 1fr;');
  });

  it("paints the competition home's cups section as the app's own, in the narrow frame", () => {
    expect(rule('.ks-frame[data-narrow]')).toContain(`max-width: ${NARROW_CONTENT_MAX_WIDTH}px;`);
    expect(rule('.ks-sec-h')).toContain(`gap: ${space.sm};`);
    expect(rule('.ks-sec-h h2')).toContain(`font-size: ${fontSize.xl};`);
    expect(rule('.ks-sec-h h2', true)).toContain(`font-size: ${fontSize.lg};`);
    expect(rule('.ks-age')).toContain(`padding: ${space.xs} ${space.md};`);
    expect(rule('.ks-age')).toContain(`font-size: ${fontSize.sm};`);
    expect(rule('.ks-age[data-pressed]')).toContain(`background: ${color.text};`);
    expect(rule('.ks-cards')).toContain(`gap: ${space.md};`);
    expect(rule('.ks-card')).toContain(`padding: ${space.lg};`);
    expect(rule('.ks-card')).toContain(`border-radius: ${radius.lg};`);
    expect(rule('.ks-badge')).toContain(`background: ${color.brandSoft};`);
    expect(rule('.ks-card-b strong')).toContain(`font-size: ${fontSize.base};`);
    expect(rule('.ks-card-b span')).toContain(`font-size: ${fontSize.sm};`);
  });

  it("paints a team page's facts and match group cards as the app's own (issue 27)", () => {
    expect(rule('.ks-team')).toContain(`gap: ${space.lg};`);
    expect(rule('.ks-team')).toContain(`margin-bottom: ${space.xl};`);
    expect(rule('.ks-emblem')).toContain('width: 64px;');
    expect(rule('.ks-emblem')).toContain(`background: ${color.bgMuted};`);
    expect(rule('.ks-facts')).toContain(`gap: ${space.xxs} ${space.md};`);
    expect(rule('.ks-facts')).toContain(`font-size: ${fontSize.md};`);
    expect(rule('.ks-facts dt')).toContain(`color: ${color.textTertiary};`);
    expect(rule('.ks-team-sec')).toContain(`margin-top: ${space.xl};`);
    expect(rule('.ks-team-sec h2')).toContain(`margin: 0 0 ${space.md};`);
    expect(rule('.ks-team-sec h2')).toContain(`font-size: ${fontSize.lg};`);
    expect(rule('.ks-groups')).toContain(`gap: ${space.md};`);
    expect(rule('.ks-group')).toContain(`border: 1px solid ${color.border};`);
    expect(rule('.ks-group')).toContain(`border-radius: ${radius.lg};`);
    expect(rule('.ks-group-h')).toContain(`padding: ${space.md} ${space.lg};`);
    expect(rule('.ks-group-h')).toContain(`background: ${color.bgSubtle};`);
    expect(rule('.ks-group-h')).toContain(`font-size: ${fontSize.base};`);
    expect(rule('.ks-group-h small')).toContain(`font-size: ${fontSize.sm};`);
    expect(rule('.ks-status')).toContain(`padding: ${space.xxl} 0;`);
  });

  it("styles an item's body as the app's body does", () => {
    expect(rule('.ks-body')).toContain(`color: ${color.text};`);
    expect(rule('.ks-body')).toContain(`font-size: ${fontSize.lg};`);
    expect(rule('.ks-body')).toContain('line-height: 1.8;');
    expect(rule('.ks-body pre')).toContain(`margin: 0 0 ${space.lg};`);
    expect(rule('.ks-body h4')).toContain(`margin: ${space.xxxl} 0 ${space.md};`);
    expect(rule('.ks-body a')).toContain(`color: ${color.brandText};`);
  });
});
