import { expect } from 'chai';
import { cleanup, mount, waitFor } from './helpers.ts';
import { allByRole, byRole, textOf } from './queries.ts';
import {
  clickNext,
  completeStep4,
  expandedStep,
  fillStep2,
  step,
  typeInto,
  visitorEmail,
  waitForStepForm,
} from './wizard-helpers.ts';

// Spec §2/§4 step 5: the summary always shows the tax breakdown (VAT or sales tax with its rate),
// whatever the location's basket setting. Harbour Hotel Helsinki hides the basket in the demo seed and
// prices under VAT at 14% and 25.5% (server/src/db/seed/harbour/helsinki.ts).

describe('step 5 tax breakdown', () => {
  afterEach(cleanup);

  it('shows the VAT lines with their rate in Helsinki, where the basket is hidden', async function () {
    this.timeout(60_000);
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await waitForStepForm(el, 1);
    byRole(step(el, 1), 'radio', /Helsinki/).click();
    await typeInto(el, 's1-emailaddress', visitorEmail());
    clickNext(el, 1);
    await waitFor(() => expandedStep(el) === 2, 'step 2');
    await fillStep2(el, 90);
    clickNext(el, 2);
    await waitFor(() => expandedStep(el) === 4, 'step 4');
    await completeStep4(el);
    await waitFor(() => expandedStep(el) === 5, 'step 5');
    await waitForStepForm(el, 5);
    const vatLines = () => allByRole(step(el, 5), 'term').filter((term) => /VAT/.test(textOf(term)));
    await waitFor(() => vatLines().length > 0, 'the tax lines of step 5', 15_000);
    const taxes = vatLines();
    for (const term of taxes) {
      expect(textOf(term)).to.match(/^incl\. VAT (14|25\.5)%$/);
      expect(textOf(term.nextElementSibling)).to.match(/^€\d[\d,]*\.\d\d$/);
    }
  });
});
