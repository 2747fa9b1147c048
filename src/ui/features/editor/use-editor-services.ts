import { createEditorServices, type EditorServices } from '../../../application/drafts/drafts.services';
import type { ContentKind } from '../../../domain/content/policy';
import type { AppServices } from '../../../application/app-services';
import { useServices } from '../../hooks/use-services';

// One provided set per container's services and kind, shared by every editor component of the page.
const built = new WeakMap<AppServices, Map<ContentKind, EditorServices>>();

/** The editor's machines for a kind, provided from the app's ports (built on first use, in the lazy chunk). */
export const useEditorServices = (kind: ContentKind): EditorServices => {
  const services = useServices();
  let byKind = built.get(services);
  if (!byKind) {
    byKind = new Map();
    built.set(services, byKind);
  }
  let editor = byKind.get(kind);
  if (!editor) {
    editor = createEditorServices({
      draftsApi: services.drafts[kind],
      imageUpload: services.imageUpload,
      queryClient: services.queryClient,
    });
    byKind.set(kind, editor);
  }
  return editor;
};
