import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobClaims } from '../../server/adapters/db/job-claims';
import { scheduledJobsOf } from '../../server/adapters/scheduler/jobs';
import { ConfigError, loadConfig } from '../../server/config';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

describe('feed configuration', () => {
  it('reads NEWS_FEEDS as a list and the intervals in minutes, news every 30 minutes by default', () => {
    const config = loadConfig({
      NEWS_FEEDS: 'https://a.example/rss.xml, https://b.example/atom\nhttp://c.example/feed',
      COMPETITION_FEED_URL: 'https://data.example/youth.json',
    });
    expect(config.newsFeeds).toEqual([
      'https://a.example/rss.xml',
      'https://b.example/atom',
      'http://c.example/feed',
    ]);
    expect(config.newsIntervalMinutes).toBe(30);
    expect(config.competitionFeedUrl).toBe('https://data.example/youth.json');
    expect(config.competitionFeedIntervalMinutes).toBe(60);
    expect(loadConfig({}).newsFeeds).toEqual([]);
    expect(loadConfig({}).competitionFeedUrl).toBeUndefined();
  });

  it('refuses feeds that are not http(s) URLs and intervals that are not minutes', () => {
    expect(() => loadConfig({ NEWS_FEEDS: 'file:///etc/passwd' })).toThrow(ConfigError);
    expect(() => loadConfig({ NEWS_INTERVAL_MINUTES: 'soon' })).toThrow(/NEWS_INTERVAL_MINUTES/);
    expect(() => loadConfig({ COMPETITION_FEED_URL: 'not a url' })).toThrow(/COMPETITION_FEED_URL/);
  });

  it('schedules only what is configured (no feed by default; the demo’s results with the demo seeded)', () => {
    const deps = (env: Record<string, string>) => ({
      db: {} as never,
      config: loadConfig({ SEED_DEMO: 'false', ...env }),
      logger: {} as never,
      clock: () => new Date(),
    });
    // The jobs every server runs, whatever is configured (the team notices of issue 27, the guardian's
    // deadline and the consents' retention of issue 23, the member archives).
    const ALWAYS = ['team-notices', 'guardian-expiry', 'consent-retention', 'exports'];
    const configured = (jobs: ReturnType<typeof scheduledJobsOf>) =>
      jobs.filter((j) => !ALWAYS.includes(j.name)).map((j) => [j.name, j.intervalMs]);
    expect(
      scheduledJobsOf(deps({}))
        .map((j) => j.name)
        .sort(),
    ).toEqual([...ALWAYS].sort());
    expect(configured(scheduledJobsOf(deps({})))).toEqual([]);
    expect(
      configured(scheduledJobsOf(deps({ NEWS_FEEDS: 'https://a.example/rss', NEWS_INTERVAL_MINUTES: '0' }))),
    ).toEqual([]);
    const jobs = scheduledJobsOf(
      deps({ NEWS_FEEDS: 'https://a.example/rss', COMPETITION_FEED_URL: 'https://d.example/f.csv' }),
    );
    expect(configured(jobs)).toEqual([
      ['news', 30 * 60_000],
      ['competition-feed', 60 * 60_000],
    ]);
    // SEED_DEMO (on unless turned off): the demo feed's results arrive every minute.
    expect(configured(scheduledJobsOf(deps({ SEED_DEMO: 'true' })))).toEqual([['demo-competitions', 60_000]]);
  });
});

describe.each(ENGINES)('scheduled job claims on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  it('lets one process run a job per interval', async () => {
    const claim = jobClaims(t.db);
    const at = (iso: string) => new Date(iso);
    const hour = 3_600_000;
    expect(await claim('news', at('2026-03-04T00:00:00Z'), hour)).toBe(true);
    // A second process a minute later, in the same interval.
    expect(await claim('news', at('2026-03-04T00:01:00Z'), hour)).toBe(false);
    expect(await claim('competition-feed', at('2026-03-04T00:01:00Z'), hour)).toBe(true);
    expect(await claim('news', at('2026-03-04T01:00:00Z'), hour)).toBe(true);
    const both = await Promise.all([
      claim('news', at('2026-03-04T02:00:00Z'), hour),
      claim('news', at('2026-03-04T02:00:00Z'), hour),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
  });
});
