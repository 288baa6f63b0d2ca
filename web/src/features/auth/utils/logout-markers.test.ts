import { beforeEach, describe, expect, it } from 'vitest';
import { forgetEarlierVisitLogout, markLoggedOut } from './logout-markers';

describe('logged-out markers', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('§4 logout sets logged_out (local storage) and just_logged_out (session storage)', () => {
    markLoggedOut(1_000);
    expect(localStorage.getItem('logged_out')).toBe('true');
    expect(localStorage.getItem('logout_timestamp')).toBe('1000');
    expect(sessionStorage.getItem('just_logged_out')).toBe('1000');
  });

  it('§4 the markers clear on the next visit: a visit without the session marker drops the local ones', () => {
    markLoggedOut(1_000);
    // The tab that logged out, reloaded: its session marker holds, so nothing is dropped.
    forgetEarlierVisitLogout();
    expect(localStorage.getItem('logged_out')).toBe('true');
    // A new visit (a new tab or browser session has no session storage of the old one).
    sessionStorage.clear();
    forgetEarlierVisitLogout();
    expect(localStorage.getItem('logged_out')).toBeNull();
    expect(localStorage.getItem('logout_timestamp')).toBeNull();
  });
});
