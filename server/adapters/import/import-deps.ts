import { join } from 'node:path';
import type { ImportDeps } from '../../application/competitions/import-competitions.use-case';
import type { IngestDeps } from '../../application/news/ingest-news.use-case';
import type { Config } from '../../config';
import { competitionsRepository } from '../db/competitions.repository';
import type { Db } from '../db/client';
import { newsRepository } from '../db/news.repository';
import { feedReader } from '../feeds/feed-reader';
import { pageImages } from '../feeds/page-images';
import { remoteImages } from '../feeds/remote-images';
import { outboundUserAgent } from '../feeds/user-agent';
import type { Logger } from '../log/logger';
import { localImageStore } from '../storage/local-image-store';
import { sharpImageProcessor } from '../storage/sharp-image-processor';

type Deps = { readonly db: Db; readonly config: Config; readonly logger: Logger };

const imagesOf = (deps: Deps) =>
  remoteImages({
    processor: sharpImageProcessor(),
    store: localImageStore(join(deps.config.dataDir, 'images'), deps.config.imageBaseUrl),
    logger: deps.logger,
    fetch: { userAgent: outboundUserAgent(deps.config.publicUrl) },
  });

/** What an import needs: shared by the ADMIN upload route, the command and the scheduled feed fetch. */
export const importDepsOf = (deps: Deps): ImportDeps => ({
  repo: competitionsRepository(deps.db),
  images: imagesOf(deps),
});

/** What news ingestion needs: shared by the command and the scheduled fetch. */
export const ingestDepsOf = (deps: Deps): IngestDeps => {
  const userAgent = outboundUserAgent(deps.config.publicUrl);
  return {
    repo: newsRepository(deps.db),
    feeds: feedReader({ userAgent }),
    pages: pageImages({ userAgent }),
    images: imagesOf(deps),
  };
};
