import { Redis } from 'ioredis';
import type { Logger } from '../log/logger';
import { memoryViewWindows, VIEW_WINDOW_MS, type ViewWindows } from './memory-view-windows';

/**
 * Checks every key of a viewer in one round trip and, when counting, opens the closed ones. A window is
 * the start time kept under the key (compared with the caller's clock, as the database does), and the
 * key expires a day later so Redis forgets it. Answers the start of each key's open window (-1: none
 * was open), so the process remembers them.
 */
const SCRIPT = `
local now = tonumber(ARGV[1])
local day = tonumber(ARGV[2])
local starts = {}
for i, key in ipairs(KEYS) do
  local start = redis.call('GET', key)
  if start and tonumber(start) > now - day then starts[i] = tonumber(start) else starts[i] = -1 end
end
if ARGV[3] == '1' then
  for i, key in ipairs(KEYS) do
    if starts[i] == -1 then redis.call('SET', key, ARGV[1], 'PX', day) end
  end
end
return starts
`;

type WindowsRedis = Redis & {
  viewWindows(...args: (string | number)[]): Promise<number[]>;
};

/**
 * Several processes: the windows live in Redis (under `prefix`), so a viewer who reaches two processes
 * counts once there too. This process's memory stands in front: a key it knows to be open is not asked
 * again, so a reader's repeated reads cost no round trip. When Redis fails, memory alone decides (the
 * batch writer's statement still keeps the database exact).
 */
export const redisViewWindows = (url: string, prefix: string, logger?: Logger): ViewWindows => {
  const local = memoryViewWindows();
  const redis = new Redis(url, { maxRetriesPerRequest: 1 }) as WindowsRedis;
  redis.on('error', (error: Error) => logger?.warn({ err: error.message }, 'view window store'));
  redis.defineCommand('viewWindows', { lua: SCRIPT, numberOfKeys: undefined });
  const ask = async (id: number, keys: readonly string[], now: number, count: boolean) => {
    const starts = await redis.viewWindows(
      keys.length,
      ...keys.map((key) => `${prefix}:${id}:${key}`),
      now,
      VIEW_WINDOW_MS,
      count ? '1' : '0',
    );
    keys.forEach((key, i) => {
      const start = Number(starts[i] ?? -1);
      if (start >= 0) local.remember(id, key, start);
      else if (count) local.remember(id, key, now);
    });
    return starts.every((start) => Number(start) < 0);
  };
  const decide = async (id: number, keys: readonly string[], now: number, count: boolean) => {
    // Known here (windows never slide), no round trip: a key open settles a check; a count needs every
    // key open, or the closed ones must be opened in Redis too, so every process learns of them.
    const known = count ? keys.every((key) => !local.fresh(id, [key], now)) : !local.fresh(id, keys, now);
    if (known) return false;
    try {
      return await ask(id, keys, now, count);
    } catch (error) {
      logger?.warn({ err: (error as Error).message }, 'view window store failed; counting in memory');
      return count ? local.open(id, keys, now) : local.fresh(id, keys, now);
    }
  };
  return {
    open: (id, keys, now) => decide(id, keys, now, true),
    fresh: (id, keys, now) => decide(id, keys, now, false),
    clear: async () => {
      local.clear();
      const stream = redis.scanStream({ match: `${prefix}:*`, count: 500 });
      for await (const found of stream as AsyncIterable<string[]>)
        if (found.length) await redis.del(...found);
    },
    close: async () => {
      local.clear();
      redis.disconnect();
    },
  };
};
