import type { ArticleEditorPorts } from '../../../application/article-editor/provide-article-editor';
import {
  type ArticleEditorServices,
  createArticleEditorServices,
} from '../../../application/article-editor/article-editor.services';
import { useServices } from '../../hooks/use-services';

// One provided set per container's ports, shared by every editor component of the page.
const built = new WeakMap<ArticleEditorPorts, ArticleEditorServices>();

/** The editor's machines provided from the app's ports (built on first use, in the lazy chunk). */
export const useArticleEditor = (): ArticleEditorServices => {
  const { articleEditor: ports } = useServices();
  let services = built.get(ports);
  if (!services) {
    services = createArticleEditorServices(ports);
    built.set(ports, services);
  }
  return services;
};
