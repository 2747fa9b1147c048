import { describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../adapters/db/lock';
import { ConfigError, loadConfig } from '../config';
import { startFailureText } from './start-failure';

describe('an operator command that cannot start', () => {
  it('says in Korean that a running server holds the data directory, and how to go on', () => {
    expect(startFailureText(new DataDirLockedError('/srv/kickoff/data', 4242))).toBe(
      '다른 킥오프 서버(pid 4242)가 /srv/kickoff/data 폴더를 쓰고 있습니다. 그 서버를 멈추거나 DATA_DIR을 다른 폴더로 지정해 주세요.',
    );
  });

  it('says the configuration is wrong, naming the setting', () => {
    let error: unknown;
    try {
      loadConfig({ ADMIN_EMAIL: 'admin@example.com' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(startFailureText(error)).toMatch(/^설정이 올바르지 않습니다 \(ADMIN_EMAIL .+\)\.$/);
  });

  it('leaves anything else to be thrown', () => {
    expect(startFailureText(new Error('boom'))).toBeNull();
  });
});
