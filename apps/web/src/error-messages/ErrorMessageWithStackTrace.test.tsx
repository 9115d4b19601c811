/**
 * Server errors go to the message registered for their type (timeouts with the limit, database
 * errors with the SQL position and the numbered known causes, connection errors); a type with no
 * registered message falls back to the generic alert with the server's message, and a
 * deployment's own registration replaces or adds a message.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { supersetError } from '@panorama/core/errors/superset-error';
import {
  ErrorMessageWithStackTrace,
  registerErrorMessage,
  type ErrorMessageComponentProps,
} from '.';

const removers: Array<() => void> = [];
afterEach(() => removers.splice(0).forEach((remove) => remove()));

describe('ErrorMessageWithStackTrace', () => {
  it('shows a timeout with its limit, worded for the place, and its issue codes', () => {
    const error = supersetError(
      'The query exceeded the 30 seconds timeout.',
      'BACKEND_TIMEOUT_ERROR',
      {
        timeout: 30,
      },
    );
    const { unmount } = render(<ErrorMessageWithStackTrace errors={[error]} source="dashboard" />);
    expect(screen.getByText('Timeout error')).toBeTruthy();
    expect(
      screen.getByText(
        'We could not load this visualization in time: queries are stopped after 30 seconds.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Issue 1001 - The database is under an unusual load.')).toBeTruthy();
    unmount();
    render(<ErrorMessageWithStackTrace errors={[error]} source="sqllab" />);
    expect(screen.getByText(/We could not load these results in time/)).toBeTruthy();
  });

  it('shows a database error with the line and column the SQL went wrong at', () => {
    const error = supersetError('syntax error at or near "FORM"', 'SYNTAX_ERROR', {
      engine_name: 'PostgreSQL',
      line: 2,
      column: 3,
      sql: 'SELECT *\n  FORM flights',
    });
    render(<ErrorMessageWithStackTrace errors={[error]} testId="query-error" />);
    expect(screen.getByText('SQL syntax error')).toBeTruthy();
    expect(screen.getByText('Line 2, column 3')).toBeTruthy();
    expect(screen.getByTestId('error-sql-position').querySelector('pre')?.textContent).toBe(
      '  FORM flights\n  ^',
    );
    expect(screen.getByText('Issue 1030 - The query has a syntax error.')).toBeTruthy();
    expect(screen.getByTestId('query-error').getAttribute('data-error-type')).toBe('SYNTAX_ERROR');
  });

  it('shows a connection error with the issues behind it', () => {
    const error = supersetError('Access denied for user "sales"', 'CONNECTION_ACCESS_DENIED_ERROR');
    const { unmount } = render(<ErrorMessageWithStackTrace errors={[error]} />);
    expect(screen.getByText('Could not connect to the database')).toBeTruthy();
    expect(
      screen.getByText('Issue 1014 - Either the username or the password is wrong.'),
    ).toBeTruthy();
    unmount();
    const engine = supersetError('relation "x" does not exist', 'GENERIC_DB_ENGINE_ERROR', {
      engine_name: 'PostgreSQL',
    });
    render(<ErrorMessageWithStackTrace errors={[engine]} />);
    expect(screen.getByText('PostgreSQL error')).toBeTruthy();
  });

  it('falls back to the generic alert for an unknown type or an untyped message', () => {
    const unknown = supersetError('The widget service is down', 'ACME_WIDGET_ERROR');
    const { unmount } = render(
      <ErrorMessageWithStackTrace
        errors={[unknown]}
        stackTrace="at widget.js:1"
        testId="chart-alert"
      />,
    );
    expect(screen.getByTestId('chart-alert').textContent).toBe('The widget service is down');
    fireEvent.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByText('at widget.js:1')).toBeTruthy();
    unmount();
    render(<ErrorMessageWithStackTrace message="Network error." testId="chart-alert" />);
    expect(screen.getByTestId('chart-alert').textContent).toBe('Network error.');
  });

  it('uses a deployment’s own message for a type, and the built-in again once it is removed', () => {
    const Custom = ({ error }: ErrorMessageComponentProps) => (
      <p>Ask the data team: {error.message}</p>
    );
    removers.push(registerErrorMessage('ACME_WIDGET_ERROR', Custom));
    const replaced = registerErrorMessage('GENERIC_DB_ENGINE_ERROR', Custom);
    const { unmount } = render(
      <ErrorMessageWithStackTrace errors={[supersetError('Widget down', 'ACME_WIDGET_ERROR')]} />,
    );
    expect(screen.getByText('Ask the data team: Widget down')).toBeTruthy();
    unmount();
    replaced();
    render(
      <ErrorMessageWithStackTrace errors={[supersetError('boom', 'GENERIC_DB_ENGINE_ERROR')]} />,
    );
    expect(screen.queryByText('Ask the data team: boom')).toBeNull();
    expect(screen.getByText('Database error')).toBeTruthy();
  });
});
