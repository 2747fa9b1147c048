import { COMPETITION_OPERATIONS as OPS } from '../../src/contract/competitions.operations';
import { IMAGE_OPERATIONS as IMAGES } from '../../src/contract/images.operations';
import {
  cupDetail,
  leagueDetail,
  youthCompetitions,
  youthCups,
  youthLeagues,
  youthMatches,
} from '../application/competitions/youth.use-case';
import { uploadImage } from '../application/images/upload-image.use-case';
import { newsSlice } from '../application/news/news.use-case';
import type { Viewer } from '../../src/domain/viewer';
import type { ImageKind } from '../ports/images.port';
import { type Binding, bind } from './binding';
import type { RuleDeps } from './rule-deps';

/** Spec section 7 "Competition and news": the reads of the competition pages. */
export const youthBindings = ({ competitions: repo, news, clock }: RuleDeps): Binding[] => [
  bind(OPS.cups, () => youthCups(repo, clock())),
  bind(OPS.leagues, () => youthLeagues(repo, clock())),
  bind(OPS.news, ({ query }) => newsSlice(news, query)),
  bind(OPS.matches, ({ query }) => youthMatches(repo, query)),
  bind(OPS.competitions, ({ query }) => youthCompetitions(repo, query)),
  bind(OPS.league, ({ params }) => leagueDetail(repo, params.id)),
  bind(OPS.cup, ({ params }) => cupDetail(repo, params.id)),
];

type Uploading = {
  readonly actor: NonNullable<Viewer>;
  readonly upload: () => Promise<Uint8Array | null>;
};

/** Multipart uploads (spec section 7 "Images", the thumbnail path spelt as the spec has it). */
export const imageBindings = ({ images }: RuleDeps): Binding[] => {
  const upload =
    (kind: ImageKind) =>
    async ({ actor, upload }: Uploading) =>
      uploadImage(images, actor, kind, await upload());
  return [
    bind(IMAGES.thumbnail, upload('thumbnail')),
    bind(IMAGES.articleImage, upload('article')),
    bind(IMAGES.profileImage, upload('profile')),
    bind(IMAGES.postImage, upload('post')),
    bind(IMAGES.qnaImage, upload('qna')),
  ];
};
