import { createHash } from 'node:crypto';
import { Cause, Effect, Exit, Option } from 'effect';
import type { Context } from 'hono';
import type { Operation } from '../../../../src/contract/operation';
import { TEAM_OPERATIONS as OPS } from '../../../../src/contract/teams.operations';
import type { Binding } from '../../../bindings';
import { teamBindings } from '../../../bindings/team.bindings';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { type OperationInput, routesOf, serveBound, serveRaw } from '../operation-routes';
import { ruleDepsOf } from '../rule-deps';
import { toHttp } from '../run';

/** How long a calendar app or a proxy may keep a feed before asking again (it revalidates with the ETag). */
const CALENDAR_MAX_AGE_SECONDS = 15 * 60;

/**
 * A strong ETag of a feed: its bytes without DTSTAMP lines (the time the feed was written), so the same
 * matches give the same tag.
 */
export const calendarEtag = (ics: string): string =>
  `"${createHash('sha256')
    .update(ics.replace(/^DTSTAMP:[^\r\n]*\r?\n/gm, ''))
    .digest('base64url')
    .slice(0, 27)}"`;

const matchesTag = (header: string | undefined, tag: string) =>
  header?.split(',').some((t) => t.trim().replace(/^W\//, '') === tag || t.trim() === '*');

/** A calendar feed: the bound use case's iCalendar text, with its ETag (304 when it matches) and caching. */
const serveCalendar = (binding: Binding) =>
  serveRaw(binding.op, async (input: OperationInput<Operation>) => {
    const c = input.c as Context<AppEnv>;
    const exit = await Effect.runPromiseExit(
      await binding.run({
        params: input.params,
        query: input.query,
        body: input.body,
        actor: input.actor,
        viewerKeys: () => [],
        upload: () => Promise.resolve(null),
      } as Parameters<Binding['run']>[0]),
    );
    if (Exit.isFailure(exit)) {
      const failure = Cause.findErrorOption(exit.cause);
      if (Option.isNone(failure)) throw Cause.squash(exit.cause);
      const { status, body } = toHttp(failure.value);
      return c.json(body, status);
    }
    const ics = exit.value as string;
    const tag = calendarEtag(ics);
    const headers = {
      ETag: tag,
      'Cache-Control': `public, max-age=${CALENDAR_MAX_AGE_SECONDS}`,
    };
    if (matchesTag(c.req.header('If-None-Match'), tag)) return c.body(null, 304, headers);
    return c.body(ics, 200, {
      ...headers,
      'Content-Type': `${binding.op.produces}; charset=utf-8`,
      'Content-Disposition': 'inline; filename="kickoff.ics"',
    });
  });

/** Issue 27: team pages and follows (bound reads and writes) and the calendar feeds. */
export const teamsRoutes = (deps: AppDeps) =>
  routesOf(
    teamBindings(ruleDepsOf(deps)).map((binding) =>
      binding.op === OPS.teamCalendar || binding.op === OPS.ageGroupCalendar
        ? serveCalendar(binding)
        : serveBound(binding),
    ),
  );
