// Types for the TypeScript tests that start a stack of their own (e2e-stack.mjs).
export interface Stack {
  baseUrl: string;
  dbPrefix: string;
  webDist: string | null;
  pid: number;
  readonly exited: boolean;
  mailUrl: string;
  stop(): Promise<void>;
}
export declare function startStack(options?: { timeoutMs?: number; env?: Record<string, string> }): Promise<Stack>;
export declare function browserTestEnv(stack: Stack): Record<string, string>;
