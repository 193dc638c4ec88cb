import path from 'node:path';
import { databaseFilePath } from './database-path';

describe('databaseFilePath', () => {
  it('resolves relative file URLs from the project root', () => {
    expect(databaseFilePath('file:./var/nestora.db', '/srv/app')).toBe('/srv/app/var/nestora.db');
  });

  it('keeps absolute paths and drops query parameters', () => {
    expect(databaseFilePath('file:/data/site.db?connection_limit=1', '/srv/app')).toBe(path.resolve('/data/site.db'));
  });

  it('rejects a URL without a path', () => {
    expect(() => databaseFilePath('file:')).toThrow(/no file path/);
  });
});
