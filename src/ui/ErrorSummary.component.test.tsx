// The GOV.UK error summary in a real shadow root: it takes focus on each failed attempt, and its
// links move focus to their field without touching the host page's address.
import { expect } from 'chai';
import { useState } from 'react';
import {
  deepActiveElement,
  loadI18n,
  mountPart,
  unmountAll,
  waitFor,
} from '../../tests/components/harness.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';

const ITEMS = [
  { targetId: 'email', text: 'E-mail address: enter an e-mail address' },
  { targetId: 'guests', text: 'Guests: enter a number' },
];

/** A form with two fields and a summary; its button makes one more failed attempt. */
function FailingForm() {
  const [attempt, setAttempt] = useState(0);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <ErrorSummary title="There is a problem" items={attempt > 0 ? ITEMS : []} attempt={attempt} />
      <input id="email" aria-label="E-mail address" />
      <input id="guests" aria-label="Guests" />
      <button type="button" onClick={() => setAttempt((n) => n + 1)}>
        Next
      </button>
    </form>
  );
}

/** A failed attempt whose messages show a moment later (they wait while the pointer is still down). */
function LateMessagesForm() {
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState(false);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <ErrorSummary title="There is a problem" items={shown ? ITEMS : []} attempt={attempt} />
      <input id="email" aria-label="E-mail address" />
      <button
        type="button"
        onClick={() => {
          setAttempt((n) => n + 1);
          setTimeout(() => setShown(true), 50);
        }}
      >
        Next
      </button>
    </form>
  );
}

describe('ErrorSummary', () => {
  afterEach(unmountAll);

  it('shows nothing before an attempt, then takes focus and announces its title and links', async () => {
    const { root } = await mountPart(<FailingForm />, { i18n: await loadI18n('en-US') });
    expect(root.querySelector('[role="alert"]')).to.equal(null);
    root.querySelector('button')!.click();
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), 'the summary');
    const summary = alert.parentElement!;
    await waitFor(() => deepActiveElement() === summary, 'focus on the summary');
    expect(summary.getAttribute('aria-labelledby')).to.equal(alert.querySelector('h3')!.id);
    expect([...alert.querySelectorAll('a')].map((a) => a.textContent)).to.deep.equal(
      ITEMS.map((i) => i.text),
    );
  });

  it('takes focus again on a second failed attempt', async () => {
    const { root } = await mountPart(<FailingForm />, { i18n: await loadI18n('en-US') });
    const next = root.querySelector('button')!;
    next.click();
    const summary = await waitFor(() => root.querySelector('[role="alert"]')?.parentElement, 'the summary');
    await waitFor(() => deepActiveElement() === summary, 'focus on the summary');
    root.getElementById('guests')!.focus();
    next.click();
    await waitFor(() => deepActiveElement() === summary, 'focus back on the summary');
  });

  it('takes focus when its messages show after the attempt was counted', async () => {
    const { root } = await mountPart(<LateMessagesForm />, { i18n: await loadI18n('en-US') });
    root.querySelector('button')!.click();
    const summary = await waitFor(() => root.querySelector('[role="alert"]')?.parentElement, 'the summary');
    await waitFor(() => deepActiveElement() === summary, 'focus on the summary');
  });

  it('moves focus to the field a link names, leaving the host page’s address alone', async () => {
    const { root } = await mountPart(<FailingForm />, { i18n: await loadI18n('en-US') });
    const address = window.location.href;
    root.querySelector('button')!.click();
    const link = await waitFor(
      () => [...root.querySelectorAll('a')].find((a) => a.textContent?.startsWith('Guests')),
      'the link to guests',
    );
    link.click();
    expect(deepActiveElement()).to.equal(root.getElementById('guests'));
    expect(window.location.href).to.equal(address);
  });
});
