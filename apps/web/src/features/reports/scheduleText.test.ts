import { describe, expect, it } from 'vitest';
import { describeCrontab, joinWords } from './scheduleText';

describe('describeCrontab', () => {
  it.each([
    ['0 12 * * 1', 'At 12:00, only on Monday'],
    ['30 9 * * *', 'At 09:30, every day'],
    ['0 9 * * 1-5', 'At 09:00, Monday through Friday'],
    ['0 8 * * 1,3,5', 'At 08:00, only on Monday, Wednesday and Friday'],
    ['0 6 1 * *', 'At 06:00, on day 1 of the month'],
    ['0 6 1,15 * *', 'At 06:00, on days 1 and 15 of the month'],
    ['0 9,17 * * *', 'At 09:00 and 17:00, every day'],
    ['0 0 1 1 *', 'At 00:00, on day 1 of the month, only in January'],
    ['0 0 * 3-5 *', 'At 00:00, only in March through May'],
    ['0 * * * *', 'Every hour'],
    ['15 * * * *', 'At minute 15 past the hour'],
    ['* * * * *', 'Every minute'],
    ['*/15 * * * *', 'Every 15 minutes'],
    ['*/15 9-17 * * 1-5', 'Every 15 minutes, between 09:00 and 17:59, Monday through Friday'],
    ['0 */6 * * *', 'Every 6 hours'],
    ['30 */6 * * *', 'At minute 30 past the hour, every 6 hours'],
    ['0 9 1 * 1', 'At 09:00, on day 1 of the month or only on Monday'],
    ['0 9 * * 7', 'At 09:00, only on Sunday'],
    ['@daily', 'At 00:00, every day'],
    ['0 0 */2 * *', 'At 00:00, every 2 days'],
    ['0 0 1 */3 *', 'At 00:00, on day 1 of the month, every 3 months'],
  ])('%j reads "%s"', (crontab, words) => {
    expect(describeCrontab(crontab)).toBe(words);
  });

  it('shows a crontab it cannot read as typed', () => {
    expect(describeCrontab(' 0 9 L * * ')).toBe('0 9 L * *');
  });
});

describe('joinWords', () => {
  it('joins with commas and a final "and"', () => {
    expect(joinWords([])).toBe('');
    expect(joinWords(['a'])).toBe('a');
    expect(joinWords(['a', 'b'])).toBe('a and b');
    expect(joinWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
