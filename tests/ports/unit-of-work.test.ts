import { Cause, Deferred, Effect, Exit, Fiber } from 'effect';
import { expect, it, vi } from 'vitest';
import { unitOfWork } from '../../server/adapters/db/unit-of-work';
import { memoryUnitOfWork } from '../../server/adapters/memory/memory-unit-of-work';
import type { Stores } from '../../server/ports/unit-of-work.port';
import { describeOnHosts } from './helpers/port-hosts';
import { at, fields, run, rowsOn } from './helpers/rows';

describeOnHosts('UnitOfWork', (host) => {
  const setup = async () => {
    const uow = host.pick({ drizzle: unitOfWork, memory: memoryUnitOfWork });
    const author = await rowsOn(host).user('작성자');
    /** An item, a comment on it and a moved counter: one write through each of three stores. */
    const write = (s: Stores, title: string) =>
      Effect.gen(function* () {
        const id = yield* s.contents.insert('post', author, fields(title, '본문'), false, at(1));
        yield* s.comments.insert(
          { contentId: id, parentId: null, authorId: author, content: '댓글', mentionedUserId: null },
          at(2),
        );
        yield* s.people.moveReceivedLikes(author, 'post', 1);
        return id;
      });
    const state = async () => {
      const page = await run(
        uow.read.contents.list({ kind: 'post', tag: null, sort: 'latest', page: 1, size: 10 }),
      );
      const likes = await run(uow.read.people.receivedLikes(author));
      return {
        titles: page === 'invalid-cursor' ? [] : page.items.map((i) => i.title),
        comments: (await run(uow.read.comments.find(1))) === null ? 0 : 1,
        postLikes: likes?.postLikes,
      };
    };
    return { uow, author, write, state };
  };

  it('commits the work, then runs what it queued after the commit, in order', async () => {
    const { uow, write, state } = await setup();
    const log: string[] = [];
    const id = await run(
      uow.transaction((s) =>
        Effect.gen(function* () {
          const id = yield* write(s, '커밋');
          // The work reads its own writes.
          log.push(`inside: ${(yield* s.contents.find('post', id))?.title}`);
          yield* s.afterCommit(
            Effect.flatMap(uow.read.contents.find('post', id), (item) =>
              Effect.sync(() => log.push(`after: ${item?.title ?? 'missing'}`)),
            ),
          );
          yield* s.afterCommit(Effect.sync(() => log.push('second')));
          log.push('work done');
          return id;
        }),
      ),
    );
    expect(id).toBe(1);
    expect(log).toEqual(['inside: 커밋', 'work done', 'after: 커밋', 'second']);
    expect(await state()).toEqual({ titles: ['커밋'], comments: 1, postLikes: 1 });
  });

  it('rolls every store back on a typed failure, which comes out unchanged; nothing queued runs', async () => {
    const { uow, write, state } = await setup();
    const log: string[] = [];
    const exit = await Effect.runPromiseExit(
      uow.transaction((s) =>
        Effect.gen(function* () {
          yield* write(s, '실패');
          yield* s.afterCommit(Effect.sync(() => log.push('published')));
          return yield* Effect.fail('not-allowed' as const);
        }),
      ),
    );
    expect(Exit.isFailure(exit) && !Cause.hasDies(exit.cause)).toBe(true);
    if (Exit.isFailure(exit)) expect(Cause.squash(exit.cause)).toBe('not-allowed');
    expect(log).toEqual([]);
    expect(await state()).toEqual({ titles: [], comments: 0, postLikes: 0 });
    // The ids the rolled-back work drew stay spent, as a sequence's do.
    expect(await run(uow.transaction((s) => write(s, '다음')))).toBe(2);
  });

  it('rolls back on a defect, which comes out as the same defect', async () => {
    const { uow, write, state } = await setup();
    const boom = new Error('boom');
    const exit = await Effect.runPromiseExit(
      uow.transaction((s) =>
        Effect.flatMap(write(s, '결함'), () =>
          Effect.sync(() => {
            throw boom;
          }),
        ),
      ),
    );
    expect(Exit.isFailure(exit) && Cause.hasDies(exit.cause)).toBe(true);
    if (Exit.isFailure(exit)) expect(Cause.squash(exit.cause)).toBe(boom);
    expect(await state()).toEqual({ titles: [], comments: 0, postLikes: 0 });
  });

  it('commits even when an after-commit effect fails, and still runs the ones after it', async () => {
    const { uow, write, state } = await setup();
    const log: string[] = [];
    await run(
      uow.transaction((s) =>
        Effect.gen(function* () {
          yield* write(s, '게시');
          yield* s.afterCommit(Effect.die(new Error('the bus is down')));
          yield* s.afterCommit(Effect.sync(() => log.push('second')));
        }),
      ),
    );
    expect(log).toEqual(['second']);
    expect(await state()).toMatchObject({ titles: ['게시'] });
  });

  it('keeps a committed transaction when another one beside it rolls back', async () => {
    const { uow, write, state } = await setup();
    // A second unit of work on the same storage, as a host may build one per request.
    const other = host.pick({ drizzle: unitOfWork, memory: memoryUnitOfWork });
    const results = await Effect.runPromise(
      Effect.all(
        [
          Effect.exit(
            uow.transaction((s) =>
              write(s, '실패').pipe(
                Effect.andThen(Effect.sleep('30 millis')),
                Effect.andThen(Effect.fail('no')),
              ),
            ),
          ),
          // Starts while the first one waits with its writes made and not yet undone.
          Effect.sleep('10 millis').pipe(
            Effect.andThen(Effect.exit(other.transaction((s) => write(s, '성공')))),
          ),
        ],
        { concurrency: 'unbounded' },
      ),
    );
    expect(results.map(Exit.isSuccess)).toEqual([false, true]);
    expect(await state()).toMatchObject({ titles: ['성공'], postLikes: 1 });
  });

  it('finishes, commits and publishes the work of a caller that stopped waiting for it', async () => {
    const { uow, write, state } = await setup();
    const go = Deferred.makeUnsafe<void>();
    const log: string[] = [];
    const caller = Effect.runFork(
      uow.transaction((s) =>
        Effect.gen(function* () {
          yield* Deferred.await(go);
          yield* write(s, '떠난 요청');
          yield* s.afterCommit(Effect.sync(() => log.push('published')));
        }),
      ),
    );
    await Effect.runPromise(Fiber.interrupt(caller));
    Effect.runSync(Deferred.succeed(go, undefined));
    await vi.waitFor(() => expect(log).toEqual(['published']));
    expect(await state()).toMatchObject({ titles: ['떠난 요청'], postLikes: 1 });
  });

  it('runs an effect given to the read stores as soon as it is run: there is nothing to wait for', async () => {
    const { uow } = await setup();
    const log: string[] = [];
    await run(uow.read.afterCommit(Effect.sync(() => log.push('now'))));
    expect(log).toEqual(['now']);
  });
});
