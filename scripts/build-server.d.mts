/** Types of scripts/build-server.mjs for the TypeScript code that imports it (the test setup). */
export declare const buildServer: (outfile?: string) => Promise<unknown>;
