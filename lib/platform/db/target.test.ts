import path from 'node:path';
import { databaseTarget, describeTarget, redactedUrl } from './target';

describe('databaseTarget', () => {
  it('takes file: URLs for SQLite files, resolved from the project root', () => {
    expect(databaseTarget('file:./var/nestora.db')).toEqual({ engine: 'sqlite', file: path.resolve('var/nestora.db') });
  });

  it('takes postgres:// and postgresql:// URLs for PostgreSQL, with the database they name', () => {
    expect(databaseTarget('postgresql://site:secret@db.internal:5432/nestora')).toEqual({
      engine: 'postgres',
      url: 'postgresql://site:secret@db.internal:5432/nestora',
      database: 'nestora',
    });
    expect(databaseTarget('postgres://127.0.0.1:55433/leads?sslmode=disable')).toMatchObject({ engine: 'postgres', database: 'leads' });
  });

  it.each([
    ['postgresql://postgres@127.0.0.1:55433', /DATABASE_URL names no database/],
    ['mysql://root@localhost/nestora', /DATABASE_URL is neither a SQLite nor a PostgreSQL URL/],
    ['./var/nestora.db', /DATABASE_URL is neither a SQLite nor a PostgreSQL URL/],
    ['file:', /DATABASE_URL has no file path/],
  ])('refuses %s, naming the setting', (url, message) => {
    expect(() => databaseTarget(url)).toThrow(message);
  });

  it('never repeats a password in its messages', () => {
    expect(() => databaseTarget('postgresql://site:hunter2@db.internal:5432')).toThrow(/postgresql:\/\/site:\*\*\*@db\.internal:5432/);
    expect(() => databaseTarget('postgresql://site:hunter2@db.internal:5432')).not.toThrow(/hunter2/);
    expect(redactedUrl('postgres://a:b@h/d')).toBe('postgres://a:***@h/d');
    expect(describeTarget(databaseTarget('postgres://a:b@h/d'))).toBe('PostgreSQL postgres://a:***@h/d');
  });
});
