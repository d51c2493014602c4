import { expect } from 'chai';
import { cleanup, fetchPartner, hexToRgb, mount, part } from './helpers.ts';

/** WCAG relative luminance of an `rgb(r, g, b)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('partner theme', () => {
  afterEach(cleanup);

  it('paints the header in the partner colour with readable text', async () => {
    for (const slug of ['harbour', 'fjord']) {
      const partner = await fetchPartner(slug);
      const el = await mount({ partner: slug, lang: 'en-US' });
      const header = getComputedStyle(part(el, 'header')!);
      expect(header.backgroundColor, slug).to.equal(hexToRgb(partner.partnerSettings.color));
      expect(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']).to.include(header.color);
      expect(contrast(header.backgroundColor, header.color), `${slug} header contrast`).to.be.greaterThan(
        4.5,
      );
      el.remove();
    }
  });

  it('rounds boxes only for partners with rounded boxes', async () => {
    const harbour = await mount({ partner: 'harbour' });
    const fjord = await mount({ partner: 'fjord' });
    const radius = (el: HTMLElement) => getComputedStyle(part(el, 'step-toggle')!).borderTopLeftRadius;
    expect((await fetchPartner('harbour')).partnerSettings.webformRoundedBoxes).to.equal(true);
    expect(radius(harbour)).to.equal('4px');
    expect(radius(fjord)).to.equal('0px');
  });

  it("uses the partner's font, registered once at document level", async () => {
    const partner = await fetchPartner('harbour');
    const family = partner.partnerSettings.webformFont!;
    const a = await mount({ partner: 'harbour' });
    await mount({ partner: 'harbour' });
    expect(getComputedStyle(part(a, 'root')!).fontFamily).to.contain(family);
    const faces = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === family);
    const keys = faces.map((face) => `${face.weight}/${face.style}`);
    expect(faces.length, 'at least one face').to.be.greaterThan(0);
    expect(new Set(keys).size, 'no face registered twice').to.equal(keys.length);
    await document.fonts.ready;
    expect(document.fonts.check(`16px "${family}"`)).to.equal(true);
  });
});

describe('a primary colour the host page sets itself (issue 19.7)', () => {
  let style: HTMLStyleElement | null = null;
  afterEach(() => {
    cleanup();
    style?.remove();
  });

  it('gets readable text on it, computed as for a partner colour', async () => {
    // A light yellow: white text on it would be 1.3:1.
    style = document.createElement('style');
    style.textContent = 'booking-form { --bf-color-primary: gold; }';
    document.head.append(style);
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    const header = getComputedStyle(part(el, 'header')!);
    expect(header.backgroundColor).to.equal('rgb(255, 215, 0)');
    expect(contrast(header.backgroundColor, header.color)).to.be.greaterThan(4.5);
  });
});
