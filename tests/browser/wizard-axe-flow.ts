// The wizard's axe run (steps 1, 2, 4 and 5 in five languages), shared by the files that run it at
// each screen size: one file per size keeps each within the runner's time for a file.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, mount, part, shadow, waitFor } from './helpers.ts';
import { DESKTOP, hostColumn, overflowAt, type ScreenSize, setScreen } from './screen-sizes.ts';
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

/**
 * axe on steps 1, 2, 4 and 5, with and without errors, in every language, at each of `sizes`; on a
 * small screen every state is also checked for sideways scrolling and cut-off content.
 */
export function describeWizardAxe(sizes: ScreenSize[]): void {
  describe(`axe on steps 1, 2, 4 and 5 at ${sizes.map((size) => size.name).join(', ')}`, function () {
    this.timeout(60_000);
    before(loadAxe);
    afterEach(async () => {
      cleanup();
      await setScreen(DESKTOP);
    });

    for (const size of sizes)
      for (const lang of ['en-US', 'nl-NL', 'de-DE', 'fr-FR', 'fi-FI']) {
        it(`finds nothing in ${lang} at ${size.name}, with and without errors shown`, async () => {
          const check = async (el: HTMLElement, label: string) => {
            const found =
              size === DESKTOP ? [] : overflowAt(el, size.width).map((line) => `${label}: ${line}`);
            found.push(...(await violations(el, `${label} at ${size.name}`)));
            expect(found).to.deep.equal([]);
          };
          await setScreen(size);
          const el = await mount(
            { partner: 'harbour', lang },
            { parent: size === DESKTOP ? document.body : hostColumn() },
          );
          await waitForStepForm(el, 1);
          await check(el, `${lang} step 1`);
          clickNext(el, 1);
          await waitFor(() => part(el, 'error-summary'), 'the error summary');
          await check(el, `${lang} step 1 with errors`);
          await completeStep1(el);
          await waitFor(() => expandedStep(el) === 2, 'step 2');
          await waitForStepForm(el, 2);
          await waitFor(() => shadow(el).getElementById('s2-days-0-date'), 'the first day of step 2');
          await check(el, `${lang} step 2`);
          clickNext(el, 2);
          await waitFor(
            () => step(el, 2).querySelector('[part~="error-summary"]'),
            'the error summary of step 2',
          );
          await check(el, `${lang} step 2 with errors`);
          await fillStep2(el);
          // With the day's spaces, package deals and an item shown.
          await waitFor(() => shadow(el).getElementById('s2-days-0-packageDeals-1'), 'package deals');
          // The item search's list open, then its first item added (option names are translated).
          const search = shadow(el).getElementById('s2-days-0-items-search')!;
          search.focus();
          await sendKeys({ press: 'ArrowDown' });
          await waitFor(() => search.getAttribute('aria-expanded') === 'true', 'the item list');
          await check(el, `${lang} step 2 item list open`);
          await sendKeys({ press: 'Enter' });
          await waitFor(() => shadow(el).getElementById('s2-days-0-items-0-amount'), 'an item row');
          await check(el, `${lang} step 2 filled`);
          clickNext(el, 2);
          await waitFor(() => expandedStep(el) === 4, 'step 4');
          await waitForStepForm(el, 4);
          await check(el, `${lang} step 4`);
          clickNext(el, 4);
          await waitFor(() => part(el, 'error-summary'), 'the error summary of step 4');
          await check(el, `${lang} step 4 with errors`);
          await completeStep4(el);
          await waitFor(() => expandedStep(el) === 5, 'step 5');
          // The summary with Amsterdam's prices, the payment choice and the send buttons.
          const send = await waitFor(
            () => step(el, 5).querySelector<HTMLButtonElement>('[part~="submit-button"]'),
            'the send buttons',
          );
          await waitFor(() => part(el, 'price-total'), 'the prices');
          await check(el, `${lang} step 5`);
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
          await check(el, `${lang} step 5 with errors`);
        });
      }
  });
}
