/**
 * The behaviour of a "Download PDF" button, apart from its markup: one request at a time (a double
 * click asks once), its own loading state, the failure in words the visitor can act on, and the file
 * saved when it comes. Leaving the page aborts the request: nothing is saved, nothing is reported.
 */
import { useEffect, useRef, useState } from 'react';
import type { ApiError, ApiResult } from '../api/result.ts';
import { saveFile } from './save-file.ts';

/** Why there is no file: the booking is unknown to this link, not priced yet, or anything else. */
export type PdfFailure = 'notFound' | 'notPriced' | 'generic';

/** Fetches the PDF; the signal aborts it when the button goes away. */
export type FetchPdf = (signal: AbortSignal) => Promise<ApiResult<Blob>>;

/**
 * The failure a refusal means to the visitor. The endpoint answers 404 for a missing booking or a
 * wrong key and 409 or 422 while the booking cannot be priced; everything else is worth a retry.
 */
export function pdfFailureOf(error: ApiError): PdfFailure {
  if (error.kind !== 'http') return 'generic';
  if (error.status === 404) return 'notFound';
  if (error.status === 409 || error.status === 422) return 'notPriced';
  return 'generic';
}

/** State and action of one download button; `start` takes the button, beside which the file is saved. */
export function usePdfDownload(fetchPdf: FetchPdf, fileName: string) {
  const [preparing, setPreparing] = useState(false);
  const [failure, setFailure] = useState<PdfFailure | null>(null);
  // A ref, not the state: a second click can arrive before React has rendered the first one's state.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function start(button: HTMLElement): Promise<void> {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setPreparing(true);
    setFailure(null);
    const answer = await fetchPdf(controller.signal);
    running.current = null;
    if (controller.signal.aborted) return;
    setPreparing(false);
    if (answer.status === 'ok') saveFile(button, answer.data, fileName);
    else if (answer.status === 'error') setFailure(pdfFailureOf(answer.error));
  }

  return { preparing, failure, start };
}
