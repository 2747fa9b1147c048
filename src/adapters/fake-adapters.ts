import type { BackendBinder } from './container-core';
import { createDemoFetch } from './fake/demo-edge';
import { keepDemoImage, startDemoImages } from './fake/demo-images';
import { xhrOverFetch } from './fake/xhr-over-fetch';
import { bindRealAdapters } from './real-adapters';

/**
 * The demo backend (`npm run demo`, UI tests): the app's own HTTP adapters, whose requests the demo
 * edge answers in the tab with the server's use cases on the memory stores, seeded with the demo
 * content. Nothing here re-implements a rule: the only difference from production is the transport.
 */
export const bindFakeAdapters: BackendBinder = (c, get, options) => {
  // The host (the server's rules, the memory stores, the sanitizer, the demo content) loads in its own
  // chunk beside the app's first render; the edge waits for it.
  startDemoImages();
  const host = import('../../server/adapters/memory/memory-host').then((m) =>
    m.createMemoryHost({ onImageSaved: keepDemoImage }),
  );
  const fetch = createDemoFetch(host, { latencyMs: options.fakeLatencyMs });
  bindRealAdapters(c, get, options, { fetch, createRequest: xhrOverFetch(fetch) });
};
