import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { VISIBILITY_TEXT } from '../../domain/text/account-settings';
import { deferred, dropped, flush } from '../machine-test-support';
import { type VisibilityToggleInput, visibilityToggleMachine } from './visibility-toggle.machine';

const setup = (visible = true) => {
  const calls: VisibilityToggleInput[] = [];
  let answer = deferred<boolean>();
  const machine = visibilityToggleMachine.provide({
    actors: {
      setVisibility: fromPromise<boolean, VisibilityToggleInput>(({ input }) => {
        calls.push(input);
        return answer.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { list: 'liked-article', visible } }).start();
  const failures: string[] = [];
  actor.on('failed', (e) => failures.push(e.text));
  return {
    actor,
    calls,
    failures,
    answer: () => answer,
    next: () => {
      answer = deferred<boolean>();
    },
  };
};

describe('visibility switch machine', () => {
  it('flips at once, sends one PATCH however often it is clicked, and keeps the server’s answer', async () => {
    const { actor, calls, answer } = setup(true);
    actor.send({ type: 'visibility.toggle' });
    actor.send({ type: 'visibility.toggle' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(actor.getSnapshot().context.visible).toBe(false);
    expect(calls).toEqual([{ list: 'liked-article', visible: false }]);
    answer().resolve(false);
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ visible: false, before: null });
  });

  it('flips back and says why in Korean when the change fails', async () => {
    const { actor, failures, answer } = setup(false);
    actor.send({ type: 'visibility.toggle' });
    answer().reject(dropped());
    await flush();
    expect(actor.getSnapshot().context.visible).toBe(false);
    expect(failures).toEqual([VISIBILITY_TEXT.failed]);
  });

  it('takes fresh server data only while nothing is on its way', async () => {
    const { actor, answer, calls, next } = setup(true);
    actor.send({ type: 'visibility.sync', visible: false });
    expect(actor.getSnapshot().context.visible).toBe(false);
    next();
    actor.send({ type: 'visibility.toggle' });
    actor.send({ type: 'visibility.sync', visible: false });
    expect(actor.getSnapshot().context.visible).toBe(true);
    answer().resolve(true);
    await flush();
    expect(calls).toEqual([{ list: 'liked-article', visible: true }]);
  });
});
