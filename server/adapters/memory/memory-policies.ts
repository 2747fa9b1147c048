import { isPolicyDocument } from '../../../src/domain/policies';
import { POLICY_TEXT } from '../../../src/domain/text/policies';
import type { PolicyCatalog } from '../../ports/consents.port';
import { type PolicySource, policyCatalog } from '../policies/policy-catalog';

/** The default documents of the checkout (content/policies), bundled as text into the demo. */
const FILES = import.meta.glob('../../../content/policies/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const SOURCES: readonly PolicySource[] = Object.entries(FILES).flatMap(([path, markdown]) => {
  const match = /\/([a-z]+)\/([0-9-]+)\.md$/.exec(path);
  const document = match?.[1] ?? '';
  return match && isPolicyDocument(document) ? [{ document, version: match[2] ?? '', markdown }] : [];
});

/** The demo's policy documents: the checkout's defaults with the default operator facts. */
export const memoryPolicyCatalog = (sources: readonly PolicySource[] = SOURCES): PolicyCatalog =>
  policyCatalog(() => sources, POLICY_TEXT.defaultFacts);
