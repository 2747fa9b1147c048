// Types of build-report.mjs, for the tests that import it.
export type InitialJs = { readonly gzip: string; readonly budget: string };
export declare const buildLogPath: (root: string) => string;
export declare const plainText: (text: string) => string;
export declare const initialJsOf: (output: string) => InitialJs | null;
export declare const formatSummary: (summary: {
  seconds: number;
  initialJs: InitialJs | null;
  logPath: string;
  root?: string;
}) => string;
export declare const formatFailure: (failure: {
  step: string;
  code: number;
  output: string;
  logPath: string;
  root?: string;
}) => string;
export interface BuildReporter {
  readonly logPath: string;
  note(text: string): void;
  run(step: string, args: readonly string[]): number;
  finish(): string;
}
export declare const createBuildReporter: (options: {
  root: string;
  logPath?: string;
  verbose?: boolean;
  out?: (text: string) => void;
  err?: (text: string) => void;
  now?: () => number;
}) => BuildReporter;
