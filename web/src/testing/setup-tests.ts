import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { SIGNED_IN_COOKIE } from '@/config/storage-keys';
import { clearSession } from '@/lib/session';
import { toaster } from '@/lib/toaster';

// The whole web suite runs its files in parallel; on a loaded machine a screen can take more
// than the default 1 s to settle (7 s seen at a load average of 39), so waitFor/findBy wait up
// to 15 s before failing.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks the layout APIs Chakra UI and the app call.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
if (!('IntersectionObserver' in window)) {
  Object.defineProperty(globalThis, 'IntersectionObserver', {
    writable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  });
}
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollTo = (() => {}) as typeof Element.prototype.scrollTo;

// Each test starts as a browser the gateway once signed in: its hint cookie is there, so a
// first render restores the session through POST /api/auth/refresh, which the test answers
// (a signed-in user, or 401 for a visitor, which clears the hint). Tests of a browser that
// never signed in remove it (lib/auth-user.test.ts).
beforeEach(() => {
  document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
});

afterEach(async () => {
  cleanup();
  clearSession();
  toaster.remove();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  // Unmounting a dialog schedules its focus trap's return of focus (setTimeout 0, after a
  // microtask): let those run while the DOM still exists, not after the file's environment is
  // gone ("document is not defined", seen once from message-actions.test.tsx).
  for (let i = 0; i < 2; i++) await new Promise((resolve) => setTimeout(resolve, 0));
});
