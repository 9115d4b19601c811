import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  parseRecipients,
  recipientsBody,
  recipientsProblem,
  recipientsText,
} from './recipients';

describe('parseRecipients', () => {
  it('splits on commas, semicolons, spaces and new lines, dropping blanks and repeats', () => {
    expect(parseRecipients(' a@x.com, b@y.com;c@z.org\n\nA@X.com  d@w.io ,')).toEqual([
      'a@x.com',
      'b@y.com',
      'c@z.org',
      'd@w.io',
    ]);
    expect(parseRecipients('  ')).toEqual([]);
  });
});

describe('isValidEmail', () => {
  it.each(['a@x.com', 'first.last+tag@sub.example.co.uk', 'x@localhost'])('accepts %s', (a) => {
    expect(isValidEmail(a)).toBe(true);
  });
  it.each([
    'a',
    'a@',
    '@x.com',
    'a@x..com',
    'a@-x.com',
    'a b@x.com',
    'a@x.com>',
    `${'a'.repeat(250)}@x.com`,
  ])('refuses %s', (a) => {
    expect(isValidEmail(a)).toBe(false);
  });
});

describe('recipientsProblem', () => {
  it('needs at least one address', () => {
    expect(recipientsProblem(' ,; ')).toBe('Please enter at least one email address');
  });
  it('names the invalid addresses', () => {
    expect(recipientsProblem('a@x.com, nope')).toBe('nope is not a valid email address');
    expect(recipientsProblem('bad1 a@x.com bad2@')).toBe(
      'These are not valid email addresses: bad1, bad2@',
    );
  });
  it('is happy with valid addresses', () => {
    expect(recipientsProblem('a@x.com;b@y.com')).toBeNull();
  });
});

describe('recipients in the API shape', () => {
  it('sends one Email recipient with the addresses joined by ", "', () => {
    expect(recipientsBody('a@x.com;b@y.com\nb@y.com')).toEqual([
      { type: 'Email', recipient_config_json: { target: 'a@x.com, b@y.com' } },
    ]);
  });

  it('reads stored recipients whether the config is a JSON string or an object', () => {
    expect(
      recipientsText([
        { type: 'Email', recipient_config_json: '{"target": "a@x.com,b@y.com"}' },
        { type: 'Email', recipient_config_json: { target: 'c@z.org, a@x.com' } },
        { type: 'Slack', recipient_config_json: { target: '#channel' } },
        { type: 'Email', recipient_config_json: 'not json' },
      ]),
    ).toBe('a@x.com, b@y.com, c@z.org');
    expect(recipientsText(null)).toBe('');
  });
});
