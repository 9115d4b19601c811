import { describe, expect, it } from 'vitest';
import { classifyImportFailure } from './importErrors';

const envelope = (extra: Record<string, unknown>, message = 'Error importing dashboard') => ({
  errors: [{ message, error_type: 'GENERIC_COMMAND_ERROR', level: 'warning', extra }],
});

describe('classifyImportFailure', () => {
  it('asks for the passwords of the files that need one', () => {
    const body = envelope({
      'databases/examples.yaml': { _schema: ['Must provide a password for the database'] },
      'databases/other.yaml': { _schema: ['Must provide a password for the database'] },
      issue_codes: [{ code: 1010, message: 'Issue 1010' }],
    });
    expect(classifyImportFailure(body, 'x')).toEqual({
      kind: 'password',
      files: ['databases/examples.yaml', 'databases/other.yaml'],
    });
  });

  it('asks to confirm an overwrite', () => {
    const body = envelope({
      'dashboards/Sales_1.yaml': 'Dashboard already exists and `overwrite=true` was not passed',
    });
    expect(classifyImportFailure(body, 'x')).toEqual({ kind: 'overwrite' });
  });

  it('treats a password problem mixed with another problem as final', () => {
    const body = envelope({
      'databases/examples.yaml': { _schema: ['Must provide a password for the database'] },
      'charts/a.yaml': { viz_type: ['Missing data for required field.'] },
    });
    expect(classifyImportFailure(body, 'x')).toEqual({
      kind: 'error',
      message: 'Error importing dashboard',
      details: [
        'databases/examples.yaml: Must provide a password for the database',
        'charts/a.yaml: Missing data for required field.',
      ],
    });
  });

  it('reads a plain message body and falls back on an empty one', () => {
    expect(classifyImportFailure({ message: 'No valid import files were found' }, 'x')).toEqual({
      kind: 'error',
      message: 'No valid import files were found',
      details: [],
    });
    expect(classifyImportFailure(undefined, 'fallback')).toEqual({
      kind: 'error',
      message: 'fallback',
      details: [],
    });
  });
});

describe('import failures about SSH tunnels', () => {
  it.each([
    'Must provide a password for the ssh tunnel',
    'Must provide a private key for the ssh tunnel',
    'Must provide a private key password for the ssh tunnel',
  ])('"%s" is final, not a password prompt', (message) => {
    const failure = classifyImportFailure(
      {
        errors: [
          {
            message: 'Error importing database',
            extra: { 'databases/tunnelled.yaml': { _schema: [message] } },
          },
        ],
      },
      'fallback',
    );
    expect(failure).toEqual({
      kind: 'error',
      message: 'This bundle reaches a database through an SSH tunnel, which is not supported.',
      details: [`databases/tunnelled.yaml: ${message}`],
    });
  });
});
