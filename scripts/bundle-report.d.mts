/** Raw, gzip and brotli byte counts. */
export type Sizes = { raw: number; gzip: number; brotli: number };
/** One chunk of the build. */
export type Chunk = Sizes & { key: string; file: string };
/** Budgets in gzip bytes. */
export const BUDGETS: { loaderGzip: number; shellGzip: number; stepOneGzip: number; wizardGzip: number };
/** Reads the widget build and returns the byte report. */
export function bundleReport(distDir?: string): {
  loader: Sizes & { file: string };
  shell: Sizes & { files: string[] };
  stepOne: Sizes & { files: string[] };
  wizard: Sizes & { files: string[] };
  initialChunks: Chunk[];
  stepOneChunks: Chunk[];
  localeChunks: (Chunk & { namespace: string })[];
  largestLocales: (Chunk & { namespace: string })[];
  lazyChunks: Chunk[];
  builtAt: Date;
};
/** Formats bytes as KB with one decimal. */
export function kb(bytes: number): string;
