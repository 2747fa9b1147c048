import type { Plugin } from 'vite';

/**
 * Drops the `summary` texts of the API operation tables (src/contract/*.operations.ts) from the
 * browser build. They document the API for the OpenAPI page the server builds; the browser only needs
 * each operation's method, path and schemas, and the texts cost about 1.2 KB gzip of the first load.
 * The server and the tests read the sources directly and keep them.
 */
export const stripApiDocs = (): Plugin => ({
  name: 'kickoff:strip-api-docs',
  apply: 'build',
  enforce: 'pre',
  transform: {
    filter: { id: /src\/contract\/[^/]+\.operations\.ts$/ },
    handler(code) {
      const program = this.parse(code, { lang: 'ts' }) as unknown;
      const ranges: [number, number][] = [];
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) {
          for (const child of node) visit(child);
          return;
        }
        if (typeof node !== 'object' || node === null) return;
        const n = node as {
          type?: string;
          key?: { type?: string; name?: string };
          computed?: boolean;
          value?: { type?: string; start: number; end: number };
        };
        const text = n.value?.type;
        if (
          n.type === 'Property' &&
          !n.computed &&
          n.key?.type === 'Identifier' &&
          n.key.name === 'summary' &&
          n.value &&
          (text === 'Literal' || text === 'TemplateLiteral' || text === 'BinaryExpression')
        ) {
          ranges.push([n.value.start, n.value.end]);
          return;
        }
        for (const [key, value] of Object.entries(n)) if (key !== 'parent') visit(value);
      };
      visit(program);
      if (ranges.length === 0) return null;
      let out = code;
      for (const [start, end] of ranges.sort((a, b) => b[0] - a[0]))
        out = `${out.slice(0, start)}''${out.slice(end)}`;
      return { code: out, map: null };
    },
  },
});
