import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUDGETS, bundleReport } from '../../scripts/bundle-report.mjs';

// Byte budgets are the one kind of speed figure that may fail a test: they are exact and repeatable.
describe('the built widget', () => {
  const report = bundleReport();

  it(`keeps the loader within ${BUDGETS.loaderGzip} bytes gzip`, () => {
    expect(report.loader.gzip).toBeLessThanOrEqual(BUDGETS.loaderGzip);
  });

  it(`keeps the shell (entry, its imports, one language) within ${BUDGETS.shellGzip} bytes gzip`, () => {
    expect(report.shell.gzip).toBeLessThanOrEqual(BUDGETS.shellGzip);
  });

  it(`keeps the whole wizard within ${BUDGETS.wizardGzip} bytes gzip`, () => {
    expect(report.wizard.gzip).toBeLessThanOrEqual(BUDGETS.wizardGzip);
  });

  it('loads step bodies lazily, outside the entry', () => {
    expect(report.stepOneChunks.map((c) => c.key)).toContain('src/steps/details/DetailsStep.tsx');
    expect(report.initialChunks.some((c) => /steps\//.test(c.key))).toBe(false);
  });

  it('loads each locale lazily, one chunk per language and text namespace', () => {
    const langs = (namespace: string) =>
      report.localeChunks
        .filter((c) => c.namespace === namespace)
        .map((c) => c.key.match(/([a-z]{2}-[A-Z]{2})\.json$/)?.[1])
        .sort();
    expect(langs('main')).toEqual(['de-DE', 'en-US', 'fi-FI', 'fr-FR', 'nl-NL']);
    expect(langs('form')).toEqual(['de-DE', 'en-US', 'fi-FI', 'fr-FR', 'nl-NL']);
  });

  it('keeps Stripe.js and the payment panel out of the wizard, in lazy chunks of their own', () => {
    const wizardFiles = new Set(report.wizard.files);
    const stripe = report.paymentChunks.find((c) => /@stripe\/stripe-js\/pure/.test(c.key));
    expect(stripe).toBeDefined();
    expect(report.paymentChunks.some((c) => c.key === 'src/steps/summary/payment/payment-parts.ts')).toBe(
      true,
    );
    for (const c of report.paymentChunks) expect(wizardFiles.has(c.file)).toBe(false);
    // Nothing the wizard loads may add js.stripe.com to the page.
    const wizardCode = report.wizard.files.map((f) => readFileSync(`dist/widget/${f}`, 'utf8')).join('\n');
    expect(wizardCode).not.toContain('js.stripe.com');
    expect(report.payment.files).toContain(stripe?.file);
  });

  it('keeps the analytics loader out of the wizard, in a lazy chunk of its own', () => {
    const wizardFiles = new Set(report.wizard.files);
    const analytics = report.integrationChunks.find((c) => c.key === 'widget/tag-manager.ts');
    expect(analytics).toBeDefined();
    for (const c of report.integrationChunks) expect(wizardFiles.has(c.file)).toBe(false);
    // Nothing every visitor loads may name the tag manager's host.
    const wizardCode = report.wizard.files.map((f) => readFileSync(`dist/widget/${f}`, 'utf8')).join('\n');
    expect(wizardCode).not.toContain('googletagmanager.com');
  });

  it('loads the payment texts with the payment chunk, one chunk per language, outside the entry', () => {
    const payment = report.localeChunks.filter((c) => c.namespace === 'payment');
    expect(payment.map((c) => c.key.match(/([a-z]{2}-[A-Z]{2})\.json$/)?.[1]).sort()).toEqual([
      'de-DE',
      'en-US',
      'fi-FI',
      'fr-FR',
      'nl-NL',
    ]);
    const entry = readFileSync(`dist/widget/${report.initialChunks[0]!.file}`, 'utf8');
    for (const c of payment) expect(entry).not.toContain(c.file.split('/').pop());
    expect(report.stepOne.files.some((f) => payment.some((c) => c.file === f))).toBe(false);
  });

  it('ships a classic loader that imports the hashed entry relative to its own address', () => {
    const loader = readFileSync('dist/widget/booking-form.js', 'utf8');
    const entry = report.initialChunks[0]!.file;
    expect(loader).toContain(entry.split('/').pop());
    expect(loader).toContain('currentScript');
    expect(loader).not.toMatch(/^\s*(import|export)\s/m);
  });

  it('ships production React, without development-only code or process references', () => {
    const code = report.initialChunks.map((c) => readFileSync(`dist/widget/${c.file}`, 'utf8')).join('\n');
    expect(code).not.toContain('process.env');
    expect(code).not.toContain('react-dom.development');
  });

  it('writes gzip and brotli siblings of every script', () => {
    for (const file of ['booking-form.js', ...report.wizard.files]) {
      expect(readFileSync(`dist/widget/${file}.gz`).length).toBeGreaterThan(0);
      expect(readFileSync(`dist/widget/${file}.br`).length).toBeGreaterThan(0);
    }
  });
});
