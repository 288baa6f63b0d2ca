// Types for the TypeScript benches that start services as production does (workspace.mjs).
export declare const NODE_OPTIONS_OF: Readonly<Record<string, string>> & { gateway: string };
