import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, deepActiveElement, locale, mount, part, parts, waitFor } from './helpers.ts';
import { allByRole, queryByRole, textOf } from './queries.ts';

const menu = (el: HTMLElement) => queryByRole(el, 'menu');
const options = (el: HTMLElement) => allByRole(el, 'menuitemradio');

/** Every string value of a locale file, flattened. */
function strings(tree: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node === 'string') out.add(node.trim());
    else if (node && typeof node === 'object') for (const value of Object.values(node)) walk(value);
  };
  walk(tree);
  return out;
}

const titles = (el: HTMLElement) =>
  parts(el, 'step-toggle').map((t) => t.textContent?.replace(/\s+/g, ' ').trim() ?? '');

/** True when every step title contains a string that only the given locale has. */
async function titlesAreIn(el: HTMLElement, lang: string): Promise<boolean> {
  const own = strings(await locale(lang));
  return titles(el).every((title) => [...own].some((s) => s.length > 3 && title.includes(s)));
}

const STORAGE_SNAPSHOT = () => JSON.stringify(Object.entries(localStorage));

describe('language', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('offers the five languages by their own names, the current one checked, and switches without reloading', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    expect(part(el, 'root')?.getAttribute('lang')).to.equal('en-US');
    expect(part(el, 'language-button')?.textContent).to.contain('EN');
    expect(await titlesAreIn(el, 'en-US')).to.equal(true);
    part(el, 'language-button')!.click();
    await waitFor(() => menu(el), 'the language menu');
    const choices = options(el);
    expect(choices.map((o) => o.getAttribute('lang')).sort()).to.deep.equal([
      'de-DE',
      'en-US',
      'fi-FI',
      'fr-FR',
      'nl-NL',
    ]);
    const names = Object.fromEntries(choices.map((o) => [o.getAttribute('lang'), textOf(o)]));
    expect(names).to.deep.equal({
      'en-US': 'English',
      'nl-NL': 'Nederlands',
      'de-DE': 'Deutsch',
      'fr-FR': 'Français',
      'fi-FI': 'Suomi',
    });
    expect(choices.filter((o) => o.getAttribute('aria-checked') === 'true').map(textOf)).to.deep.equal([
      'English',
    ]);
    const logo = part(el, 'logo');
    choices.find((o) => o.getAttribute('lang') === 'nl-NL')!.click();
    await waitFor(() => part(el, 'root')?.getAttribute('lang') === 'nl-NL', 'the widget to switch to Dutch');
    await waitFor(() => titlesAreIn(el, 'nl-NL').then((ok) => ok || null), 'Dutch step titles');
    expect(part(el, 'language-button')?.textContent).to.contain('NL');
    expect(part(el, 'logo'), 'the partner was not reloaded').to.equal(logo);
    expect(STORAGE_SNAPSHOT()).to.contain('nl-NL');
  });

  it('remembers the choice for the next visit', async () => {
    const first = await mount({ partner: 'harbour', lang: 'en-US' });
    part(first, 'language-button')!.click();
    (await waitFor(() => options(first).find((o) => o.getAttribute('lang') === 'fi-FI'), 'Suomi')).click();
    await waitFor(() => part(first, 'root')?.getAttribute('lang') === 'fi-FI', 'Finnish');
    first.remove();
    const next = await mount({ partner: 'harbour' });
    expect(part(next, 'root')?.getAttribute('lang')).to.equal('fi-FI');
    expect(await titlesAreIn(next, 'fi-FI')).to.equal(true);
  });

  it('falls back to en-US for an unknown language', async () => {
    const el = await mount({ partner: 'harbour', lang: 'xx-YY' });
    expect(part(el, 'root')?.getAttribute('lang')).to.equal('en-US');
    expect(await titlesAreIn(el, 'en-US')).to.equal(true);
  });

  it('works from the keyboard: Enter opens the list, Esc closes it and focus returns', async () => {
    const el = await mount({ partner: 'harbour', lang: 'de-DE' });
    const button = part(el, 'language-button')!;
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => menu(el), 'the language menu');
    await waitFor(() => menu(el)!.contains(deepActiveElement()), 'focus in the menu');
    await sendKeys({ press: 'Escape' });
    // `menu` finds only a shown menu.
    await waitFor(() => !menu(el), 'the menu to close');
    expect(deepActiveElement()).to.equal(button);
  });
});

describe('two widgets on one page', () => {
  afterEach(cleanup);

  it('keep their own partner, theme and language', async () => {
    const harbour = await mount({ partner: 'harbour', lang: 'nl-NL' });
    const fjord = await mount({ partner: 'fjord', lang: 'de-DE' });
    expect(part(harbour, 'root')?.getAttribute('lang')).to.equal('nl-NL');
    expect(part(fjord, 'root')?.getAttribute('lang')).to.equal('de-DE');
    expect(await titlesAreIn(harbour, 'nl-NL')).to.equal(true);
    expect(await titlesAreIn(fjord, 'de-DE')).to.equal(true);
    const bg = (el: HTMLElement) => getComputedStyle(part(el, 'header')!).backgroundColor;
    expect(bg(harbour)).to.not.equal(bg(fjord));
    expect(part<HTMLImageElement>(harbour, 'logo')?.alt).to.not.equal(
      part<HTMLImageElement>(fjord, 'logo')?.alt,
    );
    // Switching one widget's language leaves the other alone.
    part(harbour, 'language-button')!.click();
    (
      await waitFor(() => options(harbour).find((o) => o.getAttribute('lang') === 'fr-FR'), 'Français')
    ).click();
    await waitFor(() => part(harbour, 'root')?.getAttribute('lang') === 'fr-FR', 'French');
    expect(part(fjord, 'root')?.getAttribute('lang')).to.equal('de-DE');
    expect(await titlesAreIn(fjord, 'de-DE')).to.equal(true);
  });
});
