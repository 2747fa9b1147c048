import * as v from 'valibot';
import { CONTENT_LIMITS } from '../domain/content/limits';
import { singleLineText } from './common';
import { ImageUploadResponse } from './content';
import { defineOperations, MULTIPART_ENVELOPE_BYTES } from './operation';

const upload = (path: string, summary: string) =>
  ({
    method: 'post',
    path,
    tag: 'images',
    summary: `${summary} Multipart field \`image\` (or \`file\`), up to 10 MB (413 above); JPEG, PNG, WebP or GIF by content (400 otherwise); stored re-encoded as WebP without metadata.`,
    auth: 'required',
    multipart: true,
    maxBodyBytes: CONTENT_LIMITS.imageBytes + MULTIPART_ENVELOPE_BYTES,
    response: ImageUploadResponse,
    errors: [400, 403, 413],
  }) as const;

export const IMAGE_OPERATIONS = defineOperations({
  thumbnail: upload(
    '/api/image/thumbnatils',
    'Uploads an article thumbnail (EDITOR, ADMIN; the path is spelt as the spec has it).',
  ),
  articleImage: upload('/api/image/articles', 'Uploads an image for an article body (EDITOR, ADMIN).'),
  profileImage: upload('/api/image/profiles', 'Uploads a profile picture (anyone signed in).'),
  postImage: upload(
    '/api/image/board/posts',
    'Uploads an image for a free-board post body (anyone signed in).',
  ),
  qnaImage: upload('/api/image/board/qna', 'Uploads an image for a Q&A post body (anyone signed in).'),
  image: {
    method: 'get',
    path: '/api/images/{name}',
    tag: 'images',
    summary: 'An uploaded image with its content type, cacheable for a year (names never change content).',
    auth: 'none',
    params: v.object({ name: singleLineText() }),
    produces: 'image/webp',
    errors: [404],
  },
});
