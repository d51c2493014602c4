/**
 * `node --import tsx server/src/notifications/preview.ts <out-dir> [locale] [--logo <url>]`: renders every
 * template for the fixture booking (message-view.fixtures.ts) in one locale (en-US by default) and writes
 * `<template>.html`, `<template>.txt` and, where the message carries one, `<template>.ics` into
 * out-dir, to look at the messages in a browser or a mail client without sending any.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isLocale } from '../../../src/domain/locale.ts';
import { TEMPLATE_NAMES } from './message.types.ts';
import { fixtureView } from './message-view.fixtures.ts';
import { renderMessage } from './render.tsx';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { logo: { type: 'string' } },
});
const [outDir, locale = 'en-US'] = positionals;
if (!outDir || !isLocale(locale)) {
  console.error(
    'Usage: node --import tsx server/src/notifications/preview.ts <out-dir> [locale] [--logo <url>]',
  );
  process.exit(2);
}

const dir = resolve(outDir);
mkdirSync(dir, { recursive: true });
for (const template of TEMPLATE_NAMES) {
  const view = fixtureView(template, locale);
  if (values.logo) view.brand = { ...view.brand, logoUrl: values.logo };
  const missing: string[] = [];
  const message = await renderMessage(view, { onMissingText: (key) => missing.push(key) });
  writeFileSync(join(dir, `${template}.html`), message.html);
  writeFileSync(join(dir, `${template}.txt`), `Subject: ${message.subject}\n\n${message.text}\n`);
  for (const attachment of message.attachments)
    writeFileSync(join(dir, `${template}.ics`), attachment.content);
  const note = missing.length > 0 ? `  (missing texts: ${missing.join(', ')})` : '';
  console.log(`${template.padEnd(24)} ${message.subject}${note}`);
}
console.log(`\nWrote ${TEMPLATE_NAMES.length} messages in ${locale} to ${dir}`);
