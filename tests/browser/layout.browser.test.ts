import { sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { API, cleanup, mount, part, parts, waitFor } from './helpers.ts';
import { byRole, queryByRole } from './queries.ts';

const expanded = (el: HTMLElement) => parts(el, 'step').filter((s) => s.dataset.expanded === 'true');

describe('wizard frame', () => {
  afterEach(cleanup);

  it('shows five steps with one expanded, and selecting the current step collapses it', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    const steps = parts(el, 'step');
    expect(steps.map((s) => s.dataset.step)).to.deep.equal(['1', '2', '3', '4', '5']);
    expect(steps.every((s) => s.dataset.complete === 'false')).to.equal(true);
    expect(expanded(el).map((s) => s.dataset.step)).to.deep.equal(['1']);
    expect(parts(el, 'step-body')).to.have.length(1);
    const toggle = byRole(steps[0]!, 'button', /Reservation details/);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    toggle.click();
    await waitFor(() => expanded(el).length === 0, 'step 1 to collapse');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(parts(el, 'step-body')).to.have.length(0);
    toggle.click();
    await waitFor(() => expanded(el).length === 1, 'step 1 to expand again');
  });
});

describe('website link and intro', () => {
  afterEach(cleanup);

  it('links the partner website without its protocol and shows the intro in the visitor language', async () => {
    const partner = (await (await fetch(`${API}/api/partners?slug=harbour`)).json()).member[0];
    const el = await mount({ partner: 'harbour', lang: 'de-DE' });
    // The header's one link (its name is "<site> (opens in a new tab)", translated).
    const link = byRole<HTMLAnchorElement>(part(el, 'header')!, 'link');
    expect(link.href.replace(/\/$/, '')).to.equal(partner.partnerSettings.website.replace(/\/$/, ''));
    expect(link.textContent?.trim()).to.equal(
      partner.partnerSettings.website.replace(/^https?:\/\//, '').replace(/\/$/, ''),
    );
    const intro = partner.partnerSettings.translations.find(
      (t: { type: string; language: string }) => t.type === 'WebformIntro' && t.language === 'de-DE',
    );
    expect(part(el, 'intro')?.textContent?.trim()).to.equal(intro.name.trim());
  });
});

describe('carousel', () => {
  afterEach(cleanup);

  it('is 480 px high, behind the content, with arrows only on hover that advance it', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    // The carousel is its own chunk, loaded right after the first paint.
    const carousel = await waitFor(() => part(el, 'carousel'), 'the carousel');
    expect(Math.round(carousel.getBoundingClientRect().height)).to.equal(480);
    // The photos are decoration (alt=""), so they have no role: the carousel's own images.
    const slides = [...carousel.querySelectorAll('img')];
    expect(slides.length).to.be.greaterThan(1);
    expect(queryByRole(carousel, 'button', `Show photo 1 of ${slides.length}`)).to.not.equal(null);
    const next = byRole(carousel, 'button', 'Next photo');
    const visible = () =>
      getComputedStyle(next).opacity !== '0' && getComputedStyle(next).visibility !== 'hidden';
    await sendMouse({ type: 'move', position: [0, 0] });
    await sendMouse({ type: 'move', position: [1, 1] });
    expect(visible(), 'arrows hidden without hover').to.equal(false);
    // Hover a point where the carousel itself is on top (the wizard and the intro sit over parts of
    // it), measured once the carousel is in view and step 1's body has arrived (it moves the page).
    await waitFor(() => queryByRole(el.shadowRoot!, 'button', 'Next'), "step 1's body");
    carousel.scrollIntoView({ block: 'center' });
    const box = carousel.getBoundingClientRect();
    const points = [0.5, 0.3, 0.7, 0.1, 0.9].flatMap((fx) =>
      [0.1, 0.25, 0.4].map((fy) => [
        Math.round(box.left + box.width * fx),
        Math.round(box.top + box.height * fy),
      ]),
    );
    const position = points.find(([x, y]) => {
      const hit = el.shadowRoot!.elementFromPoint(x!, y!);
      return y! >= 0 && y! < window.innerHeight && hit !== null && carousel.contains(hit);
    }) as [number, number] | undefined;
    expect(position, 'a visible point of the carousel').to.not.equal(undefined);
    await sendMouse({ type: 'move', position: position! });
    // Generous: under a loaded machine the hover's transition may start late; never-shown arrows still fail.
    await waitFor(visible, 'arrows on hover', 5000);
    const active = () =>
      slides.findIndex((s) => s.hasAttribute('data-active') && s.dataset.active !== 'false');
    const before = active();
    next.click();
    await waitFor(() => active() !== before, 'the next slide');
    expect(active()).to.equal((before + 1) % slides.length);
    // The wizard sits over the carousel.
    const wizard = part(el, 'wizard')!.getBoundingClientRect();
    expect(wizard.top).to.be.lessThan(box.bottom);
  });
});
