import { describe, expect, it } from 'vitest';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  imageBasePrefix,
  isAllowedImageSrc,
  isAllowedLinkHref,
} from './article-html';

describe('article HTML allow-list', () => {
  it('keeps headings from h2 and leaves script, style and h1 out', () => {
    expect(ALLOWED_TAGS).toContain('h2');
    expect(ALLOWED_TAGS).not.toContain('h1');
    expect(ALLOWED_TAGS).not.toContain('script');
    expect(ALLOWED_TAGS).not.toContain('style');
    // width and height: the stored picture's, set by the server on write (content-sanitizer.ts `sized`).
    expect(ALLOWED_ATTRIBUTES.img).toEqual(['src', 'alt', 'width', 'height']);
  });

  it('allows http, https and mailto links only', () => {
    expect(isAllowedLinkHref('https://example.com')).toBe(true);
    expect(isAllowedLinkHref(' HTTP://example.com ')).toBe(true);
    expect(isAllowedLinkHref('mailto:coach@example.com')).toBe(true);
    expect(isAllowedLinkHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkHref('data:text/html,x')).toBe(false);
    expect(isAllowedLinkHref('/relative')).toBe(false);
  });

  it('allows images from our own host with a plain file name', () => {
    const base = imageBasePrefix('https://img.example.com//');
    expect(base).toBe('https://img.example.com/');
    expect(imageBasePrefix(undefined)).toBeNull();
    expect(isAllowedImageSrc('/api/images/a1.png', null)).toBe(true);
    expect(isAllowedImageSrc('https://img.example.com/a1.png', base)).toBe(true);
    expect(isAllowedImageSrc('https://img.example.com/a1.png', null)).toBe(false);
    expect(isAllowedImageSrc('https://evil.example.com/a1.png', base)).toBe(false);
    expect(isAllowedImageSrc('/api/images/../secret', null)).toBe(false);
    expect(isAllowedImageSrc('/api/images/a..png', null)).toBe(false);
    expect(isAllowedImageSrc('/api/images/dir/a.png', null)).toBe(false);
    expect(isAllowedImageSrc('/api/images/', null)).toBe(false);
  });
});
