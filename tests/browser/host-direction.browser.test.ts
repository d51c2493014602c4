// Issue 19.5 and 19.7: on a right-to-left host page the widget keeps its own direction (each of its
// languages is written left to right), and the photo carousel is called a carousel in the widget's
// language, not in English.
import { expect } from 'chai';
import { cleanup, mount, part, waitFor } from './helpers.ts';

describe('the widget on a right-to-left page', () => {
  afterEach(() => {
    cleanup();
    document.documentElement.removeAttribute('dir');
  });

  it('sets its own direction from its language: Dutch reads left to right, its punctuation at the end', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    const el = await mount({ partner: 'harbour', lang: 'nl-NL' });
    const root = part(el, 'root') as HTMLElement;
    expect(getComputedStyle(root).direction).to.equal('ltr');
    // A step title starts at the widget's left edge, as Dutch is read.
    const title = await waitFor(() => part(el, 'step-toggle'), 'a step title');
    expect(title.getBoundingClientRect().left - root.getBoundingClientRect().left).to.be.below(80);
  });

  it('names the carousel in the widget’s language', async () => {
    const el = await mount({ partner: 'harbour', lang: 'de-DE' });
    const carousel = await waitFor(() => part(el, 'carousel'), 'the carousel');
    expect(carousel.getAttribute('aria-roledescription')).to.equal('Karussell');
  });
});
