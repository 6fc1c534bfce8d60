// Types of build-server.mjs for the TypeScript that imports it (the benchmarks).
export declare const SERVER_BUNDLE: string;
export declare function serverBuildReason(): string | undefined;
export declare function buildServer(): Promise<void>;
export declare function buildBenchServer(): Promise<string>;
