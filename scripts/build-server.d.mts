/** build/server.mjs: the compiled server. */
export const SERVER_BUNDLE: string;
/** Compiles the server when its sources changed since the last build; true when it built. */
export function buildServerIfStale(): Promise<boolean>;
/** How node runs build/server.mjs (npm start, the image, the benchmarks). */
export const SERVER_NODE_FLAGS: readonly string[];
/** The environment node runs it in, beside the flags. */
export const SERVER_ENV: Readonly<Record<string, string>>;
