import { describe, expect, it } from 'vitest';
import {
  authUrlFor,
  resolvePostLoginTarget,
  sanitizeReturnPath,
  saveReturnPath,
  takeStoredReturnPath,
} from './return-path';

describe('return path handling (spec §2 redirect behaviour)', () => {
  it('a protected path becomes /auth?return_to=<path>', () => {
    expect(authUrlFor('/shipments')).toBe('/auth?return_to=%2Fshipments');
    expect(authUrlFor('/messages/42?x=1')).toBe('/auth?return_to=%2Fmessages%2F42%3Fx%3D1');
    expect(authUrlFor('/')).toBe('/auth');
  });

  it('after login goes to return_to, else the path saved on a 401, else /', () => {
    expect(resolvePostLoginTarget('/trips', '/earnings')).toBe('/trips');
    expect(resolvePostLoginTarget(null, '/earnings')).toBe('/earnings');
    expect(resolvePostLoginTarget(null, null)).toBe('/');
  });

  it('never redirects off-site or back into the auth screen', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/auth',
      '/auth?tab=register',
      '/login',
      '/register',
      '%2F%2Fevil.example',
    ]) {
      expect(sanitizeReturnPath(bad), bad).toBeNull();
    }
    expect(resolvePostLoginTarget('//evil.example', null)).toBe('/');
    expect(sanitizeReturnPath('/authors')).toBe('/authors');
  });

  it('stores the return path once and hands it out once', () => {
    saveReturnPath('/payment/7');
    expect(takeStoredReturnPath()).toBe('/payment/7');
    expect(takeStoredReturnPath()).toBeNull();
  });
});
