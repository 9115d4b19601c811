import { describe, expect, it } from 'vitest';
import { UnprocessableError, ValidationError } from '@panorama/core/errors/app-error';
import { CONNECTION_FAILED, connectionFailure } from './connection-failures';

const context = { host: 'db.local', port: 5433, username: 'bob', database: 'sales' };
const failed = (text: string, errorType: string) =>
  new UnprocessableError(`Could not connect to the database: ${text}`, errorType);

describe('connectionFailure', () => {
  it.each([
    [
      'CONNECTION_INVALID_PASSWORD_ERROR',
      'The password provided for username "bob" is incorrect.',
      ['username', 'password'],
    ],
    [
      'CONNECTION_ACCESS_DENIED_ERROR',
      'Either the username "bob" or the password is incorrect.',
      ['username', 'password'],
    ],
    ['CONNECTION_UNKNOWN_DATABASE_ERROR', 'Unable to connect to database "sales".', ['database']],
    [
      'CONNECTION_PORT_CLOSED_ERROR',
      'Port 5433 on hostname "db.local" refused the connection.',
      ['host', 'port'],
    ],
    [
      'CONNECTION_HOST_DOWN_ERROR',
      'The host "db.local" might be down, and can\'t be reached on port 5433.',
      ['host', 'port'],
    ],
    ['CONNECTION_INVALID_HOSTNAME_ERROR', 'The hostname "db.local" cannot be resolved.', ['host']],
  ])('%s is told from what the user typed, not the driver', (type, message, invalid) => {
    const error = connectionFailure(failed('driver internals 10.0.0.7', type), context, {
      isAdmin: true,
    });
    expect(error).toEqual({ message, error_type: type, level: 'error', extra: { invalid } });
  });

  it('tells an unknown PostgreSQL role from a refused login', () => {
    const error = connectionFailure(
      failed('role "bob" does not exist', 'CONNECTION_ACCESS_DENIED_ERROR'),
      context,
      { isAdmin: false },
    );
    expect(error).toMatchObject({
      error_type: 'CONNECTION_INVALID_USERNAME_ERROR',
      message: 'The username "bob" does not exist.',
      extra: { invalid: ['username'] },
    });
  });

  it('shows the driver text of other failures to admins only', () => {
    const err = failed('SSL negotiation failed', 'GENERIC_DB_ENGINE_ERROR');
    expect(connectionFailure(err, context, { isAdmin: true }).message).toBe(
      'Could not connect to the database: SSL negotiation failed',
    );
    expect(connectionFailure(err, context, { isAdmin: false }).message).toBe(CONNECTION_FAILED);
    expect(connectionFailure(new Error('boom'), context, { isAdmin: true })).toEqual({
      message: CONNECTION_FAILED,
      error_type: 'GENERIC_DB_ENGINE_ERROR',
      level: 'error',
    });
  });

  it('marks the path of a file engine, whatever the failure', () => {
    const error = connectionFailure(new ValidationError('not a DuckDB database'), context, {
      isAdmin: true,
      fileEngine: true,
    });
    expect(error).toEqual({
      message: 'not a DuckDB database',
      error_type: 'GENERIC_DB_ENGINE_ERROR',
      level: 'error',
      extra: { invalid: ['database'] },
    });
  });
});
