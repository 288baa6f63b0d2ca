// Types for the tests that play the demo journey (demo-journey.mjs).
export declare function runDemoJourney(baseUrl: string): Promise<void>;
/** Signs `account` in; returns one API call as that person (any answer but 2xx throws). */
export declare function signIn(
  baseUrl: string,
  account: { login: string; password: string },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<(method: string, path: string, body?: unknown) => Promise<any>>;
