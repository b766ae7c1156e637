import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWrite } from './db';
import { defaultLogLevel, logger, newTrace, traced } from './log';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the log', () => {
  it('writes one JSON line a call, with the id of the work it belongs to', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    traced(newTrace('req-1'), () => logger.info('mail.outbox', { kind: 'verify_email', outboxId: 4 }));
    const line = JSON.parse(out.mock.calls[0]?.[0] as string);
    expect(line).toMatchObject({
      level: 'info',
      event: 'mail.outbox',
      requestId: 'req-1',
      kind: 'verify_email',
      outboxId: 4,
    });
    expect(Date.parse(line.time)).not.toBeNaN();
  });

  it('leaves out lines below the level, and writes an error with its stack', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    traced(newTrace('req-2', 'warn'), () => {
      logger.info('request', {});
      logger.error('unhandled', { error: new Error('boom', { cause: new Error('D1 is down') }) });
    });
    expect(out).not.toHaveBeenCalled();
    const line = JSON.parse(errors.mock.calls[0]?.[0] as string);
    expect(line.error).toMatchObject({ name: 'Error', message: 'boom', cause: { message: 'D1 is down' } });
    expect(line.error.stack).toContain('boom');
  });

  it('writes everything outside production unless told, and info and above in production', () => {
    expect(defaultLogLevel('development')).toBe('debug');
    expect(defaultLogLevel('test')).toBe('debug');
    expect(defaultLogLevel('production')).toBe('info');
    expect(defaultLogLevel(undefined)).toBe('info');
  });
});

describe("isWrite, how a request's statements are counted", () => {
  it.each([
    ['select 1', false],
    ['  SELECT * FROM users', false],
    ['with recent as (select 1) select * from recent', false],
    ['with gone as (select id from users) delete from sessions where user_id in gone', true],
    ['insert into job_runs (job) values (?)', true],
    ['update users set name = ?', true],
    ['delete from sessions', true],
    ['PRAGMA foreign_keys', false],
  ])('%s: %s', (statement, write) => {
    expect(isWrite(statement)).toBe(write);
  });
});
