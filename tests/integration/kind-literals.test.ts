import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '../../src/domain/content/policy';

/**
 * The content core's rule (DESIGN.md section 2 "Content kinds", docs/architecture.md "The content
 * core"): everything that differs per kind is a field of its row in CONTENT_POLICIES, so no code
 * outside src/domain/content/policy.ts compares a value with a kind's name. This guard parses every
 * source file of src/ and server/ (tests aside) and reports:
 *
 * - `x === 'article'`, `'qna' !== x.kind` (also `==`, `!=`) where x is kind-like: a name or property
 *   ending in `kind`/`Kind`, or named `board`;
 * - `case 'article':` in a `switch` on a kind-like value (`'article'` and `'qna'` in any switch);
 * - `Exclude<ContentKind, 'article'>` and `Extract<…>` of ContentKind with a kind's name.
 *
 * Not content kinds, and so not reported: the HTTP method `'post'` (`method: 'post'`, `method ===
 * 'post'`: the left side is not kind-like) and the received-like kinds `'post' | 'comment'` (a level's
 * liked posts or comments): a `'post'` comparison inside a function that also speaks of comments
 * (`'comment'`, `…CommentLikes`).
 */

const KINDS: ReadonlySet<string> = new Set(CONTENT_KINDS);
/** Names no other union uses: reported in any switch. */
const UNAMBIGUOUS: ReadonlySet<string> = new Set(CONTENT_KINDS.filter((k) => k !== 'post'));
const KIND_LIKE = /^(kind|board)$|Kind$/;
const RECEIVED_LIKE = /'comment'|"comment"|CommentLikes|commentLikes/;

interface KindLiteral {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

const kindLike = (node: ts.Expression): boolean => {
  const inner = ts.isParenthesizedExpression(node) ? node.expression : node;
  const name = ts.isIdentifier(inner)
    ? inner.text
    : ts.isPropertyAccessExpression(inner)
      ? inner.name.text
      : ts.isElementAccessExpression(inner) && ts.isStringLiteral(inner.argumentExpression)
        ? inner.argumentExpression.text
        : null;
  return name !== null && KIND_LIKE.test(name);
};

const kindName = (node: ts.Node): string | null =>
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && KINDS.has(node.text)
    ? node.text
    : ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal) && KINDS.has(node.literal.text)
      ? node.literal.text
      : null;

const enclosingFunction = (node: ts.Node): ts.Node => {
  let at: ts.Node | undefined = node.parent;
  while (at && !ts.isFunctionLike(at)) at = at.parent;
  return at ?? node.getSourceFile();
};

/** A `'post'` compared in a function about posts and comments: the received-like kinds, not content. */
const receivedLike = (node: ts.Node, kind: string, source: ts.SourceFile): boolean =>
  kind === 'post' && RECEIVED_LIKE.test(enclosingFunction(node).getText(source));

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** The content-kind literal comparisons of one source text (`file` names it in the report). */
const kindLiteralsIn = (file: string, text: string): KindLiteral[] => {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: KindLiteral[] = [];
  const report = (node: ts.Node) =>
    found.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      text: node.getText(source).split('\n')[0] ?? '',
    });
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) {
      for (const [literal, other] of [
        [node.right, node.left],
        [node.left, node.right],
      ] as const) {
        const kind = kindName(literal);
        if (kind !== null && kindLike(other) && !receivedLike(node, kind, source)) report(node);
      }
    } else if (ts.isCaseClause(node)) {
      const kind = kindName(node.expression);
      const subject = node.parent.parent.expression;
      if (kind !== null && (UNAMBIGUOUS.has(kind) || kindLike(subject)) && !receivedLike(node, kind, source))
        report(node);
    } else if (
      ts.isTypeReferenceNode(node) &&
      ts.isIdentifier(node.typeName) &&
      (node.typeName.text === 'Exclude' || node.typeName.text === 'Extract') &&
      node.typeArguments?.[0]?.getText(source).includes('ContentKind') &&
      node.typeArguments[1] !== undefined
    ) {
      const second = node.typeArguments[1];
      const names = ts.isUnionTypeNode(second) ? second.types : [second];
      if (names.some((n) => kindName(n) !== null)) report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

const ROOT = join(import.meta.dirname, '../..');
/** The policy is where each kind is named; tests name kinds to check them. */
const ALLOWED = new Set(['src/domain/content/policy.ts']);
const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path);

const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(path) ? [path] : [];
  });

describe('content-kind literals', () => {
  it('are compared nowhere in src/ or server/ but the policy', () => {
    const files = [...sources('src'), ...sources('server')].filter((f) => !ALLOWED.has(f));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) =>
      kindLiteralsIn(relative(ROOT, join(ROOT, f)), readFileSync(join(ROOT, f), 'utf8')),
    );
    expect(found.map((x) => `${x.file}:${x.line} ${x.text}`)).toEqual([]);
  });

  it('finds a planted comparison of each shape', () => {
    const planted = [
      "if (kind === 'article') go();",
      "const x = route.kind !== 'qna' ? 1 : 2;",
      "const y = 'post' === item.kind;",
      "if (contentKind == 'post') go();",
      "const z = (comment.contentKind) === 'article';",
      "if (board === 'qna') go();",
      "switch (kind) { case 'post': break; }",
      "switch (tab) { case 'article': break; }",
      "type Boards = Exclude<ContentKind, 'article'>;",
      "type Two = Extract<ContentKind, 'post' | 'qna'>;",
      "const f = (p: { kind: ContentKind }) => (p.kind === 'post' ? 'a' : 'b');",
      "const el = <div>{kind === 'qna' ? <A /> : <B />}</div>;",
    ];
    for (const text of planted)
      expect(kindLiteralsIn('planted.tsx', text), text).toEqual([
        expect.objectContaining({ file: 'planted.tsx', line: 1 }),
      ]);
    expect(kindLiteralsIn('planted.ts', "\n\nif (kind === 'qna') go();")).toEqual([
      { file: 'planted.ts', line: 3, text: "kind === 'qna'" },
    ]);
  });

  it('leaves HTTP methods, received-like kinds and other literals alone', () => {
    const innocent = [
      "const op = { method: 'post', path: '/api/x' };",
      "if (method === 'post') go();",
      "if (r.method.toLowerCase() === 'post') go();",
      "switch (method) { case 'post': break; }",
      "const levelUp = (kind: 'post' | 'comment') => likes - (kind === 'post' ? 1 : 0) - (kind === 'comment' ? 1 : 0);",
      "const move = (kind) => (kind === 'post' ? { receivedPostLikes: 1 } : { receivedCommentLikes: 1 });",
      "if (op.kind === 'create') go();",
      "if (kind === 'comment') go();",
      'const rows = { article: 1, post: 2, qna: 3 };',
      "const path = '/article/1'; if (first === 'article') go();",
      "type K = Exclude<Tag, 'ALL'>;",
      "const a = policyOf('article');",
    ];
    for (const text of innocent) expect(kindLiteralsIn('innocent.ts', text), text).toEqual([]);
  });
});
