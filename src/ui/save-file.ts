/**
 * Saves a file the widget fetched (the offer PDF) with the browser's own download: a temporary
 * `<a download>` clicked beside `near`, so inside the element's shadow root, never in the host page's
 * DOM. The key that fetched the file stays out of every URL; the object URL names only the file.
 */

// Some browsers read the file after the click returns (Safari, older Firefox): revoking the URL at once
// can cancel the download. FileSaver.js waits 40 s for the same reason; a PDF of some 100 KB is cheap.
const REVOKE_AFTER_MS = 40_000;

/** Offers `file` for download as `fileName`. */
export function saveFile(near: Element, file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = near.ownerDocument.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  // The host page heard the visitor's click on the button; this second click is ours alone.
  link.addEventListener('click', (event) => event.stopPropagation());
  near.after(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
