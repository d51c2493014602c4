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
  /** The booking views a link opens, with the shell. */
  views: Sizes & { files: string[] };
  /** What the card payment step adds to the wizard: its own chunks and one language of its texts. */
  payment: Sizes & { files: string[] };
  initialChunks: Chunk[];
  stepOneChunks: Chunk[];
  localeChunks: (Chunk & { namespace: string })[];
  largestLocales: (Chunk & { namespace: string })[];
  lazyChunks: Chunk[];
  /** The payment step's own chunks (the plan line and panel, Stripe.js's loader). */
  paymentChunks: Chunk[];
  /** Optional integrations (consent and tag manager loader, error reporter), apart from the wizard. */
  integrations: Sizes & { files: string[] };
  /** The integrations' own chunks. */
  integrationChunks: Chunk[];
  builtAt: Date;
};
/** Formats bytes as KB with one decimal. */
export function kb(bytes: number): string;
