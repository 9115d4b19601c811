import { describe, expect, it } from 'vitest';
import { screenshotSessionMinter } from './screenshot-session';

describe('screenshot sessions', () => {
  it('starts a browser session for the user that lives as long as one screenshot can take plus a minute', async () => {
    const started: [number, number][] = [];
    const mint = screenshotSessionMinter(
      {
        startBrowserSession: (userId, lifetimeSeconds) => {
          started.push([userId, lifetimeSeconds]);
          return Promise.resolve(`cookie-of-${userId}`);
        },
      },
      60_000,
    );
    expect(await mint(42)).toBe('cookie-of-42');
    expect(started).toEqual([[42, 120]]);
  });
});
