// The "Download PDF" button in a real shadow root, over the real API client: its own loading text while
// the server makes the file, one request however often it is clicked meanwhile, the file offered for
// download under the booking's reference from inside the shadow root, and a refusal said in words
// next to it, after which the button works again. Expected texts come from the locale file.
import { expect } from 'chai';
import { useTranslation } from 'react-i18next';
import texts from '../../locales/offer.en-US.json';
import {
  jsonLd,
  loadI18n,
  mountPart,
  STUB_API,
  unmountAll,
  waitFor,
} from '../../tests/components/harness.tsx';
import { type BookingAccess, bookingsApi } from '../api/bookings.ts';
import { createApiClient } from '../api/client.ts';
import { PdfDownload } from './PdfDownload.tsx';

const access: BookingAccess = { id: 7, username: 'anna@example.com', key: 'a-long-random-key' };
const REFERENCE = 'HH-AMS-2027-0007';
// A PDF file begins with its header line (ISO 32000-2 §7.5.2).
const PDF = '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n';

/** A fetch whose answers the test releases one by one, so a request can be held pending. */
function heldFetch() {
  const calls: { url: string; headers: Headers }[] = [];
  const waiting: ((answer: Response | Error) => void)[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) });
    return new Promise<Response>((resolve, reject) => {
      waiting.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer)));
    });
  }) as typeof globalThis.fetch;
  /** Answers the oldest pending call. */
  const release = (answer: Response | Error) => waiting.shift()?.(answer);
  return { fetch, calls, release };
}

/** The button as the offer view places it: the offer texts, the booking's reference. */
function OfferPdf({ fetch }: { fetch: typeof globalThis.fetch }) {
  const { t } = useTranslation(['offer', 'form', 'translation']);
  const bookings = bookingsApi(createApiClient({ baseUrl: STUB_API, fetch }));
  return (
    <PdfDownload
      t={t}
      fileName={`${REFERENCE}.pdf`}
      fetchPdf={(signal) => bookings.offerPdf(access, signal)}
    />
  );
}

async function mountButton(fetch: typeof globalThis.fetch) {
  const { root } = await mountPart(<OfferPdf fetch={fetch} />, {
    i18n: await loadI18n('en-US', ['offer']),
  });
  // Downloads the button starts are recorded where they are clicked, and stopped before the browser saves.
  const saved: { download: string; href: string; inShadowRoot: boolean }[] = [];
  root.addEventListener(
    'click',
    (event) => {
      const link = event.target;
      if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('download')) return;
      saved.push({ download: link.download, href: link.href, inShadowRoot: link.getRootNode() === root });
      event.preventDefault();
    },
    { capture: true },
  );
  const button = await waitFor(
    () => root.querySelector<HTMLButtonElement>('[part~="pdf-button"]'),
    'the download button',
  );
  return { root, button, saved };
}

const pdfAnswer = () => new Response(PDF, { headers: { 'content-type': 'application/pdf' } });

describe('PdfDownload', () => {
  afterEach(unmountAll);

  it('shows its loading text while the file is made, asks once on a double click, then saves the file', async () => {
    const server = heldFetch();
    const { root, button, saved } = await mountButton(server.fetch);
    expect(button.textContent).to.equal(texts.pdf.download);

    // Both clicks land before React renders the first: the second must not ask again.
    button.click();
    button.click();
    await waitFor(() => button.textContent === texts.pdf.preparing, 'the loading text');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(root.querySelector('[role="status"]')?.textContent).to.equal(texts.pdf.preparing);
    button.click();
    expect(server.calls.map((c) => c.url)).to.deep.equal([`${STUB_API}/api/booking/7/offer.pdf`]);
    expect(server.calls[0]!.headers.get('key')).to.equal(access.key);

    server.release(pdfAnswer());
    await waitFor(() => saved.length > 0, 'the file to be offered for download');
    expect(saved).to.have.length(1);
    expect(saved[0]).to.include({ download: `${REFERENCE}.pdf`, inShadowRoot: true });
    expect(saved[0]!.href).to.match(/^blob:/);
    expect(await (await fetch(saved[0]!.href)).text()).to.equal(PDF);
    await waitFor(() => button.textContent === texts.pdf.download, 'the button back');
    expect(button.hasAttribute('aria-disabled')).to.equal(false);
    expect(root.querySelector('a[download]'), 'the temporary link is gone').to.equal(null);
    expect(root.querySelector('[role="alert"]')).to.equal(null);
  });

  it('says why there is no file when the server refuses, and can be used again', async () => {
    const server = heldFetch();
    const { root, button, saved } = await mountButton(server.fetch);

    button.click();
    await waitFor(() => server.calls.length === 1, 'the first request');
    server.release(jsonLd({ title: 'Not Found', status: 404, code: 'booking_not_found' }, 404));
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), 'the error');
    expect(alert.textContent).to.equal(texts.pdf.error.notFound);
    expect(button.getAttribute('aria-describedby')).to.equal(alert.id);
    expect(button.textContent).to.equal(texts.pdf.download);
    expect(button.hasAttribute('aria-disabled')).to.equal(false);

    // Again, while the booking cannot be priced yet (the endpoint's 409 or 422; the client asks a GET
    // twice on a 409, as on a network failure).
    const conflict = () => jsonLd({ title: 'Conflict', status: 409, code: 'offer_not_printable' }, 409);
    button.click();
    await waitFor(() => server.calls.length === 2, 'a second request');
    expect(root.querySelector('[role="alert"]'), 'the old error goes with the new attempt').to.equal(null);
    server.release(conflict());
    await waitFor(() => server.calls.length === 3, 'the retry');
    server.release(conflict());
    await waitFor(
      () => root.querySelector('[role="alert"]')?.textContent === texts.pdf.error.notPriced,
      'the not-priced error',
    );

    // And when the server cannot be reached at all.
    button.click();
    await waitFor(() => server.calls.length === 4, 'a third request');
    server.release(new TypeError('Failed to fetch'));
    await waitFor(() => server.calls.length === 5, 'the retry');
    server.release(new TypeError('Failed to fetch'));
    await waitFor(
      () => root.querySelector('[role="alert"]')?.textContent === texts.pdf.error.generic,
      'the generic error',
    );
    expect(saved).to.deep.equal([]);
  });
});
