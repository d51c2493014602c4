import { expect } from 'chai';
import { cleanup, deepActiveElement, mount, part, waitFor } from './helpers.ts';
import { queryByRole } from './queries.ts';

// The rules of demo/hostile.html: a host page that tries hard to change the widget.
const HOSTILE_CSS = `
  html { font-size: 10px; }
  body { color: rgb(200, 0, 0); line-height: 3; letter-spacing: 4px; text-align: center;
         font-style: italic; font-family: "Times New Roman", serif; }
  * { box-sizing: content-box !important; }
  button, input { all: unset; }
`;

const PROPS = [
  'font-size',
  'line-height',
  'letter-spacing',
  'text-align',
  'font-style',
  'font-family',
  'box-sizing',
  'color',
  'background-color',
  'padding-top',
  'border-top-width',
  'cursor',
];
const PARTS = [
  'root',
  'header',
  'help-button',
  'language-button',
  'website-link',
  'intro',
  'wizard',
  'step-toggle',
];

function snapshot(el: HTMLElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of PARTS) {
    // The website link is no part: it is found as a visitor finds it.
    const node = name === 'website-link' ? queryByRole(el, 'link', /opens in a new tab/) : part(el, name);
    if (!node) throw new Error(`part ${name} missing`);
    const style = getComputedStyle(node);
    for (const prop of PROPS) out[`${name} ${prop}`] = style.getPropertyValue(prop);
    const box = node.getBoundingClientRect();
    out[`${name} size`] = `${Math.round(box.width)}x${Math.round(box.height)}`;
  }
  return out;
}

describe('isolation from the host page', () => {
  afterEach(() => {
    cleanup();
    document.documentElement.removeAttribute('style');
  });

  it('looks the same on a hostile page as on a clean one', async () => {
    const frame = document.createElement('div');
    frame.dataset.testFixture = '';
    frame.style.width = '1000px';
    document.body.append(frame);
    const el = await mount({ partner: 'harbour', lang: 'en-US' }, { parent: frame });
    const clean = snapshot(el);

    const style = document.createElement('style');
    style.dataset.testFixture = '';
    style.textContent = HOSTILE_CSS;
    document.head.append(style);
    frame.style.transform = 'translateZ(0)';
    frame.style.overflow = 'hidden';
    try {
      expect(snapshot(el)).to.deep.equal(clean);
    } finally {
      style.remove();
    }
  });

  it('shows the help dialog above everything even inside a transformed, clipped ancestor', async () => {
    const frame = document.createElement('div');
    frame.dataset.testFixture = '';
    frame.style.cssText = 'transform: translateZ(0); overflow: hidden; height: 200px; width: 600px;';
    document.body.append(frame);
    const el = await mount({ partner: 'harbour', lang: 'en-US' }, { parent: frame });
    part(el, 'help-button')!.click();
    const dialog = await waitFor(() => queryByRole(el, 'dialog'), 'the help dialog');
    await waitFor(() => dialog.contains(deepActiveElement()), 'focus inside the dialog');
    const box = dialog.getBoundingClientRect();
    expect(box.width).to.be.greaterThan(200);
    const x = box.left + box.width / 2;
    const y = box.top + Math.min(box.height / 2, 40);
    const hit = el.shadowRoot!.elementFromPoint(x, y);
    expect(dialog.contains(hit), 'the dialog is the topmost thing at its own centre').to.equal(true);
  });

  it("adds nothing to the host page but its font registration (and a keyed partner's tag manager)", async () => {
    const headBefore = document.head.innerHTML;
    const sheetsBefore = document.styleSheets.length;
    const probe = document.createElement('p');
    probe.dataset.testFixture = '';
    probe.textContent = 'host text';
    document.body.append(probe);
    const probeBefore = getComputedStyle(probe).cssText || JSON.stringify(getComputedStyle(probe).font);
    const htmlBefore = document.documentElement.getAttribute('style');
    await mount({ partner: 'harbour' });
    expect(document.head.innerHTML).to.equal(headBefore);
    await mount({ partner: 'fjord' });
    // Fjord Lodges has an analytics key and a consent manager: those two scripts are the only things
    // added (host-events tests).
    const tagManager = await waitFor(
      () => document.querySelector('script[data-booking-form-gtm]'),
      'the tag manager',
    );
    tagManager.remove();
    document.querySelector('script[data-booking-form-consent]')?.remove();
    expect(document.head.innerHTML).to.equal(headBefore);
    expect(document.styleSheets.length).to.equal(sheetsBefore);
    expect(getComputedStyle(probe).cssText || JSON.stringify(getComputedStyle(probe).font)).to.equal(
      probeBefore,
    );
    expect(document.documentElement.getAttribute('style')).to.equal(htmlBefore);
    expect(document.documentElement.lang).to.equal('en');
  });
});
