import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { POLICY_DOCUMENTS, POLICY_VERSION_PATTERN } from '../../../src/domain/policies';
import type { PolicyConfig } from '../../policy-config';
import type { PolicyCatalog } from '../../ports/consents.port';
import { CHECKOUT_ROOT } from '../checkout';
import { type PolicySource, policyCatalog } from './policy-catalog';

const readSources = (dir: string): PolicySource[] =>
  POLICY_DOCUMENTS.flatMap((document) => {
    let names: string[];
    try {
      names = readdirSync(join(dir, document));
    } catch {
      return [];
    }
    return names.flatMap((name) => {
      const version = name.replace(/\.md$/, '');
      if (!name.endsWith('.md') || !POLICY_VERSION_PATTERN.test(version)) return [];
      return [{ document, version, markdown: readFileSync(join(dir, document, name), 'utf8') }];
    });
  });

/** The folders' modification times: a file added, removed or renamed changes its folder's. */
const stamp = (dir: string) =>
  POLICY_DOCUMENTS.map((document) => {
    try {
      return statSync(join(dir, document)).mtimeMs;
    } catch {
      return 0;
    }
  }).join(',');

export const defaultPoliciesDir = () => join(CHECKOUT_ROOT, 'content', 'policies');

/**
 * The operator's policy documents from the folder (`POLICIES_DIR`, else content/policies of the
 * checkout): `<document>/<YYYY-MM-DD>.md`, each version kept, the newest in force. A version added
 * while the server runs is in force from the next request (the folders are checked, one stat each).
 */
export const filePolicyCatalog = (config: PolicyConfig): PolicyCatalog => {
  const dir = config.dir ?? defaultPoliciesDir();
  let seen: string | undefined;
  let sources: readonly PolicySource[] = [];
  return policyCatalog(() => {
    const now = stamp(dir);
    if (now !== seen) {
      seen = now;
      sources = readSources(dir);
    }
    return sources;
  }, config.facts);
};

/** One catalog per configuration, shared by the bound use cases and the served heads. */
const made = new WeakMap<PolicyConfig, PolicyCatalog>();
export const policyCatalogOf = (config: PolicyConfig): PolicyCatalog => {
  let catalog = made.get(config);
  if (!catalog) {
    catalog = filePolicyCatalog(config);
    made.set(config, catalog);
  }
  return catalog;
};
