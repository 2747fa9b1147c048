import { Effect } from 'effect';
import {
  CONSENT_RETENTION_YEARS,
  isPolicyDocument,
  newestFirst,
  POLICY_DOCUMENTS,
  POLICY_VERSION_PATTERN,
  type PolicyDocument,
  type PolicyVersions,
} from '../../../src/domain/policies';
import type { PolicyCatalog, PolicyPageRecord } from '../../ports/consents.port';
import { renderPolicy } from '../html/policy-markdown';

/** One published version of a document, as written by the operator. */
export type PolicySource = {
  readonly document: PolicyDocument;
  readonly version: string;
  readonly markdown: string;
};

/** The documents by name, each version's Markdown by version; only well-named entries count. */
const index = (sources: readonly PolicySource[]) => {
  const byDocument = new Map<PolicyDocument, Map<string, string>>();
  for (const source of sources) {
    if (!isPolicyDocument(source.document) || !POLICY_VERSION_PATTERN.test(source.version)) continue;
    const versions = byDocument.get(source.document) ?? new Map<string, string>();
    versions.set(source.version, source.markdown);
    byDocument.set(source.document, versions);
  }
  return byDocument;
};

/**
 * The catalog over a set of sources that `load` gives (read again whenever it gives new ones): the
 * newest version of each document is in force, every version is served, rendered once per version.
 * Browser-safe: the file catalog (server) and the memory host (demo) both build on it.
 */
export const policyCatalog = (
  load: () => readonly PolicySource[],
  facts: Readonly<Record<string, string>>,
): PolicyCatalog => {
  // What the code decides, stated by the documents from the same numbers.
  const withRules = { ...facts, 'consent.retentionYears': String(CONSENT_RETENTION_YEARS) };
  let sources: readonly PolicySource[] | undefined;
  let byDocument = new Map<PolicyDocument, Map<string, string>>();
  const rendered = new Map<string, string>();
  const fresh = () => {
    const now = load();
    if (now !== sources) {
      sources = now;
      byDocument = index(now);
      rendered.clear();
    }
    return byDocument;
  };
  const versionsOf = (document: PolicyDocument) => newestFirst([...(fresh().get(document)?.keys() ?? [])]);
  return {
    current: () =>
      Effect.sync(() => {
        const current: Partial<Record<PolicyDocument, string>> = {};
        for (const document of POLICY_DOCUMENTS) {
          const newest = versionsOf(document)[0];
          if (newest !== undefined) current[document] = newest;
        }
        return current as PolicyVersions;
      }),
    page: (document, version) =>
      Effect.sync((): PolicyPageRecord | null => {
        const versions = versionsOf(document);
        const chosen = version ?? versions[0];
        const markdown = chosen === undefined ? undefined : byDocument.get(document)?.get(chosen);
        if (chosen === undefined || markdown === undefined) return null;
        const key = `${document}/${chosen}`;
        let html = rendered.get(key);
        if (html === undefined) {
          html = renderPolicy(markdown, withRules);
          rendered.set(key, html);
        }
        return { document, version: chosen, current: chosen === versions[0], versions, html };
      }),
  };
};
