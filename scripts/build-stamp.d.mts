// Types of build-stamp.mjs, for the tests that import it.
export declare const BUILD_INPUTS: readonly string[];
export declare const inputsHash: (root: string, env?: Record<string, string | undefined>) => string;
export declare const stampPath: (root: string) => string;
export declare const buildState: (
  root: string,
  options?: { distDir?: string; env?: Record<string, string | undefined> },
) => { fresh: true } | { fresh: false; reason: string };
export declare const clearStamp: (root: string) => void;
export declare const writeStamp: (root: string, inputs: string, options?: { distDir?: string }) => void;
