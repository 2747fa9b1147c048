import { describe, expect, it } from 'vitest';
import { renderPolicy } from './policy-markdown';

describe('renderPolicy', () => {
  it('renders Markdown with tables and fills the operator facts', () => {
    const html = renderPolicy(
      '# 제목\n\n운영자: {{operator.name}}\n\n| 항목 | 기간 |\n|---|---|\n| 이메일 | 탈퇴 시 |\n',
      {
        'operator.name': '킥오프 주식회사',
      },
    );
    expect(html).toContain('<h2>제목</h2>');
    expect(html).toContain('운영자: 킥오프 주식회사');
    expect(html).toMatch(/<table>[\s\S]*<td>이메일<\/td>/);
  });

  it('keeps an unknown fact as written', () => {
    expect(renderPolicy('{{operator.nope}}', {})).toContain('{{operator.nope}}');
  });

  it('drops scripts, handlers, styles and javascript links from a replaced file', () => {
    const html = renderPolicy(
      '<script>alert(1)</script>\n\n<p onclick="x()" style="color:red">글</p>\n\n[링크](javascript:alert(1)) <img src=x onerror=alert(1)>',
      {},
    );
    expect(html).not.toMatch(/script|onclick|style=|javascript:|<img|onerror/);
    expect(html).toContain('글');
  });

  it("opens other sites in a new tab and keeps the site's own links in it", () => {
    const html = renderPolicy('[방침](/privacy) [외부](https://example.com)', {});
    expect(html).toContain('<a href="/privacy">방침</a>');
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">외부</a>',
    );
  });
});
