import { describe, expect, it } from 'vitest';
import { toWebsiteLink, websiteLinkFor } from './website.ts';

describe('the header website link', () => {
  it("shows the partner's website without the protocol", () => {
    expect(websiteLinkFor('https://www.harbour.example', [{ website: 'https://amsterdam.example' }])).toEqual(
      {
        href: 'https://www.harbour.example',
        label: 'www.harbour.example',
      },
    );
  });

  it("falls back to the first location's website", () => {
    expect(
      websiteLinkFor(null, [{ website: 'http://amsterdam.example/stay' }, { website: 'https://b.example' }]),
    ).toEqual({ href: 'http://amsterdam.example/stay', label: 'amsterdam.example/stay' });
    expect(websiteLinkFor('  ', [{ website: 'https://a.example' }])?.label).toBe('a.example');
  });

  it('shows nothing when neither has a website', () => {
    expect(websiteLinkFor(null, [])).toBeNull();
    expect(websiteLinkFor('', [{ website: null }])).toBeNull();
  });

  it('drops a bare trailing slash from the label but keeps paths', () => {
    expect(toWebsiteLink('https://harbour.example/')).toEqual({
      href: 'https://harbour.example/',
      label: 'harbour.example',
    });
    expect(toWebsiteLink('https://harbour.example/en/')?.label).toBe('harbour.example/en/');
  });

  it('links a bare host name over https', () => {
    expect(toWebsiteLink('harbour.example')).toEqual({
      href: 'https://harbour.example',
      label: 'harbour.example',
    });
  });
});
