import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { EDITOR_TEXT } from '../../domain/text/editor';
import { MAX_IMAGE_BYTES } from './draft-rules';
import {
  type ImageUploadEmitted,
  type ImageUploadEvent,
  imageUploadMachine,
  type UploadActorInput,
} from './image-upload.machine';

const png = (size = 68) => new Blob([new Uint8Array(size)], { type: 'image/png' });

const start = () => {
  const runs: { input: UploadActorInput; send: (e: ImageUploadEvent) => void; stopped: boolean }[] = [];
  const machine = imageUploadMachine.provide({
    actors: {
      upload: fromCallback<ImageUploadEvent, UploadActorInput>(({ input, sendBack }) => {
        const run = { input, send: sendBack, stopped: false };
        runs.push(run);
        return () => {
          run.stopped = true;
        };
      }),
    },
  });
  const actor = createActor(machine, { input: { kind: 'thumbnail' } }).start();
  const emitted: ImageUploadEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  return { actor, runs, emitted, ctx: () => actor.getSnapshot().context };
};

describe('image upload machine', () => {
  it('uploads an image, reports progress and emits the URL', () => {
    const t = start();
    const file = png();
    t.actor.send({ type: 'upload.start', file });
    expect(t.runs[0]?.input).toEqual({ kind: 'thumbnail', file });
    t.runs[0]?.send({ type: 'upload.progress', fraction: 0.4 });
    expect(t.ctx().progress).toBe(0.4);
    expect(t.actor.getSnapshot().value).toBe('uploading');
    t.runs[0]?.send({ type: 'upload.done', url: '/images/thumbnails/a.webp' });
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(t.emitted).toEqual([{ type: 'uploaded', url: '/images/thumbnails/a.webp' }]);
  });

  it('refuses other file types and oversized images without uploading', () => {
    const t = start();
    t.actor.send({ type: 'upload.start', file: new Blob(['x'], { type: 'text/plain' }) });
    t.actor.send({ type: 'upload.start', file: png(MAX_IMAGE_BYTES + 1) });
    expect(t.runs).toHaveLength(0);
    expect(t.emitted).toEqual([
      { type: 'failed', message: EDITOR_TEXT.uploadNotImage },
      { type: 'failed', message: EDITOR_TEXT.uploadTooLarge },
    ]);
    expect(t.ctx().error).toBe(EDITOR_TEXT.uploadTooLarge);
  });

  it('ignores a second file while one is uploading, and reports a failure', () => {
    const t = start();
    t.actor.send({ type: 'upload.start', file: png() });
    t.actor.send({ type: 'upload.start', file: png() });
    expect(t.runs).toHaveLength(1);
    t.runs[0]?.send({ type: 'upload.failed', message: '이미지 파일을 읽을 수 없습니다.' });
    expect(t.ctx()).toMatchObject({ error: '이미지 파일을 읽을 수 없습니다.', progress: 0 });
    expect(t.emitted).toEqual([{ type: 'failed', message: '이미지 파일을 읽을 수 없습니다.' }]);
  });

  it('cancelling stops the upload actor (aborting the request)', () => {
    const t = start();
    t.actor.send({ type: 'upload.start', file: png() });
    t.actor.send({ type: 'upload.cancel' });
    expect(t.runs[0]?.stopped).toBe(true);
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(t.emitted).toEqual([]);
  });
});
