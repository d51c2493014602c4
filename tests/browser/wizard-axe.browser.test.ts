import { expect } from 'chai';
import { cleanup, mount, part, shadow, waitFor } from './helpers.ts';
import { allByRole } from './queries.ts';
import {
  clickNext,
  completeStep1,
  completeStep4,
  expandedStep,
  fillStep2,
  step,
  waitForStepForm,
} from './wizard-helpers.ts';

type AxeResults = {
  passes: unknown[];
  violations: { id: string; help: string; nodes: { target: unknown }[] }[];
};
declare global {
  interface Window {
    axe?: { run(context: Element, options?: object): Promise<AxeResults> };
  }
}

/** axe-core's browser build, served by web-test-runner from node_modules. */
function loadAxe(): Promise<void> {
  if (window.axe) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('axe-core did not load'));
    document.head.append(script);
  });
}

async function violations(el: HTMLElement, label: string): Promise<string[]> {
  const results = await window.axe!.run(el, { resultTypes: ['violations'] });
  // A run that checked nothing (say, a closed shadow root) would pass for the wrong reason.
  expect(results.passes.length, `${label}: rules that passed`).to.be.greaterThan(10);
  return results.violations.map((v) => `${label} ${v.id}: ${v.help} ${JSON.stringify(v.nodes[0]?.target)}`);
}

describe('axe on steps 1, 2, 4 and 5', () => {
  before(loadAxe);
  afterEach(cleanup);

  for (const lang of ['en-US', 'nl-NL', 'de-DE', 'fr-FR', 'fi-FI']) {
    it(`finds nothing in ${lang}, with and without errors shown`, async () => {
      const el = await mount({ partner: 'harbour', lang });
      await waitForStepForm(el, 1);
      expect(await violations(el, `${lang} step 1`)).to.deep.equal([]);
      clickNext(el, 1);
      await waitFor(() => part(el, 'error-summary'), 'the error summary');
      expect(await violations(el, `${lang} step 1 with errors`)).to.deep.equal([]);
      await completeStep1(el);
      await waitFor(() => expandedStep(el) === 2, 'step 2');
      await waitForStepForm(el, 2);
      await waitFor(() => shadow(el).getElementById('s2-days-0-date'), 'the first day of step 2');
      expect(await violations(el, `${lang} step 2`)).to.deep.equal([]);
      clickNext(el, 2);
      await waitFor(
        () => step(el, 2).querySelector('[part~="error-summary"]'),
        'the error summary of step 2',
      );
      expect(await violations(el, `${lang} step 2 with errors`)).to.deep.equal([]);
      await fillStep2(el);
      // With the day's spaces, package deals and an item shown.
      await waitFor(() => shadow(el).getElementById('s2-days-0-packageDeals-1'), 'package deals');
      // The first add-item button (its name is translated): the buttons that carry an item.
      allByRole(el, 'button')
        .find((button) => button.dataset.item)!
        .click();
      await waitFor(() => shadow(el).getElementById('s2-days-0-items-0-amount'), 'an item row');
      expect(await violations(el, `${lang} step 2 filled`)).to.deep.equal([]);
      clickNext(el, 2);
      await waitFor(() => expandedStep(el) === 4, 'step 4');
      await waitForStepForm(el, 4);
      expect(await violations(el, `${lang} step 4`)).to.deep.equal([]);
      clickNext(el, 4);
      await waitFor(() => part(el, 'error-summary'), 'the error summary of step 4');
      expect(await violations(el, `${lang} step 4 with errors`)).to.deep.equal([]);
      await completeStep4(el);
      await waitFor(() => expandedStep(el) === 5, 'step 5');
      // The summary with Amsterdam's prices, the payment choice and the send buttons.
      const send = await waitFor(
        () => step(el, 5).querySelector<HTMLButtonElement>('[part~="submit-button"]'),
        'the send buttons',
      );
      await waitFor(() => part(el, 'price-total'), 'the prices');
      expect(await violations(el, `${lang} step 5`)).to.deep.equal([]);
      // Sending without the terms: the summary names them and takes focus.
      send.click();
      const summary = await waitFor(
        () => step(el, 5).querySelector<HTMLElement>('[part~="error-summary"]'),
        'the error summary of step 5',
      );
      await waitFor(
        () => summary.contains(shadow(el).activeElement) || shadow(el).activeElement === summary,
        'focus on it',
      );
      expect(await violations(el, `${lang} step 5 with errors`)).to.deep.equal([]);
    });
  }
});
