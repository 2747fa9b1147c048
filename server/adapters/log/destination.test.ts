import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { nonBlockingDestination } from './destination';

/** A reader that never takes anything: every write stays queued. */
const stuck = () =>
  new Writable({
    highWaterMark: 16,
    write: () => undefined,
  });

describe('the non-blocking log destination', () => {
  it('queues up to its limit for a reader that stopped, then drops lines instead of waiting', () => {
    const out = stuck();
    const destination = nonBlockingDestination(out, 1_000);
    const line = `${'x'.repeat(99)}\n`;
    for (let i = 0; i < 100; i++) destination.write(line);
    // The first write is taken by the stream, ten more wait; the rest are dropped.
    expect(out.writableLength).toBeLessThanOrEqual(1_100);
    expect(destination.dropped()).toBeGreaterThanOrEqual(88);
  });

  it('drops every line after the output broke (EPIPE) and never throws', async () => {
    const out = new Writable({
      write: (_chunk, _encoding, done) => {
        const error: NodeJS.ErrnoException = new Error('write EPIPE');
        error.code = 'EPIPE';
        done(error);
      },
    });
    const destination = nonBlockingDestination(out);
    destination.write('first\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(() => destination.write('second\n')).not.toThrow();
    expect(destination.dropped()).toBeGreaterThanOrEqual(1);
  });

  it('writes every line to a reader that keeps up', () => {
    const lines: string[] = [];
    const out = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        lines.push(chunk.toString());
        done();
      },
    });
    const destination = nonBlockingDestination(out);
    for (const line of ['a\n', 'b\n', 'c\n']) destination.write(line);
    expect(lines).toEqual(['a\n', 'b\n', 'c\n']);
    expect(destination.dropped()).toBe(0);
  });
});
