import { PUSH_TEXT as T } from '../../domain/text/push';
import { SHELL_TEXT } from '../../domain/text/shell';

/**
 * The offline page the service worker (src/adapters/browser/kickoff.sw.js) answers a page request
 * with when the network is gone; written into dist/ by the build (vite.config.ts). Plain HTML and a
 * stylesheet of its own: the app's scripts and styles may not be cached, and the pages' policy allows
 * no inline style. The retry is a plain link to the page the reader asked for (`location` is what the
 * browser shows: the worker answers at the requested address).
 */
export const offlinePageHtml = () => `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b7a3b" />
    <title>${T.offlineTitle} | ${SHELL_TEXT.productName}</title>
    <link rel="stylesheet" href="/offline.css" />
  </head>
  <body>
    <main>
      <img src="/icon-192.png" alt="" width="96" height="96" />
      <h1>${T.offlineTitle}</h1>
      <p>${T.offlineBody}</p>
      <a href="">${T.offlineRetry}</a>
    </main>
  </body>
</html>
`;

export const OFFLINE_CSS = `body{margin:0;font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Noto Sans KR",sans-serif;color:#191f28;background:#fff}
main{display:flex;flex-direction:column;align-items:center;gap:16px;max-width:480px;margin:0 auto;padding:64px 24px;text-align:center}
h1{margin:0;font-size:22px}
p{margin:0;color:#4e5968;line-height:1.6}
a{display:inline-block;padding:12px 20px;border-radius:8px;background:#0b7a3b;color:#fff;font-weight:600;text-decoration:none}
`;
