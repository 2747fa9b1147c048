import type { ArticleServices } from '../../../application/articles/provide-articles';
import { useServices } from '../../hooks/use-services';

// One provided machine per provider and app services, like the composition root's singletons.
const provided = new WeakMap<object, WeakMap<ArticleServices, unknown>>();

/**
 * A machine provided from the article ports on first use. The providers are imported by the
 * components that use them, so the machines travel in the lazy article chunks, not on /.
 */
export const useArticleMachine = <M>(provide: (articles: ArticleServices) => M): M => {
  const { articles } = useServices();
  let byServices = provided.get(provide);
  if (!byServices) {
    byServices = new WeakMap();
    provided.set(provide, byServices);
  }
  if (!byServices.has(articles)) byServices.set(articles, provide(articles));
  return byServices.get(articles) as M;
};
