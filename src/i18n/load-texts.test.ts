import { createInstance, type ReadCallback } from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadTexts } from './create-i18n.ts';

/** An i18next instance whose text chunks fail while `offline` is set, recording every read. */
async function instanceWithNetwork() {
  const network = { offline: false, reads: [] as string[] };
  const i18n = createInstance();
  await i18n
    .use({
      type: 'backend' as const,
      init() {},
      read(language: string, namespace: string, callback: ReadCallback) {
        network.reads.push(`${language} ${namespace}`);
        if (network.offline) callback(new Error('offline'), false);
        else callback(null, { greeting: `${namespace} in ${language}` });
      },
    })
    // The options of createI18n that decide what is loaded.
    .init({ lng: 'en-US', fallbackLng: false, load: 'currentOnly', ns: ['translation'], initAsync: false });
  return { i18n, network };
}

describe('loadTexts', () => {
  it('asks again for texts that failed, where loadNamespaces would keep the failure', async () => {
    const { i18n, network } = await instanceWithNetwork();
    network.offline = true;
    expect(await loadTexts(i18n, ['form'])).toBe(false);
    await i18n.loadNamespaces(['form']);
    expect(network.reads).toEqual(['en-US translation', 'en-US form']);

    network.offline = false;
    expect(await loadTexts(i18n, ['form'])).toBe(true);
    expect(i18n.t('greeting', { ns: 'form' })).toBe('form in en-US');
    expect(await loadTexts(i18n, ['form']), 'loaded texts are not fetched again').toBe(true);
    expect(network.reads).toEqual(['en-US translation', 'en-US form', 'en-US form']);
  });

  it('registers new namespaces, so a change of language loads them too', async () => {
    const { i18n, network } = await instanceWithNetwork();
    expect(await loadTexts(i18n, ['form', 'rooms'])).toBe(true);
    await i18n.changeLanguage('nl-NL');
    expect(i18n.t('greeting', { ns: 'rooms' })).toBe('rooms in nl-NL');
    expect(network.reads).toContain('nl-NL form');
  });

  it('loads the texts of a language that is not shown yet, again after a failure', async () => {
    const { i18n, network } = await instanceWithNetwork();
    network.offline = true;
    expect(await loadTexts(i18n, ['translation'], 'fi-FI')).toBe(false);
    network.offline = false;
    expect(await loadTexts(i18n, ['translation'], 'fi-FI')).toBe(true);
    expect(i18n.getResource('fi-FI', 'translation', 'greeting')).toBe('translation in fi-FI');
    expect(i18n.language).toBe('en-US');
  });
});
