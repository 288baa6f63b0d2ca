// Types for the tests that play the demo journey (demo-journey.mjs).
export declare function demoId(name: string): string;
export declare function runDemoJourney(baseUrl: string): Promise<void>;
