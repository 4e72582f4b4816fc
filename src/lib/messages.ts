import compileMessage from 'icu-minify/compile';
import type { AbstractIntlMessages } from 'next-intl';
import { asLocale, LAYOUT_NAMESPACES, type Locale } from './i18n';

// Server side only (get*Props, API routes): the ICU parser that compiles the catalogues must not reach the browser's
// bundle. It did while this lived in lib/i18n.ts, which the app shell imports for TIME_ZONE: 28.7 kB of _app (issue 19).

/**
 * Every ICU message of a catalogue compiled ahead of time (icu-minify, next-intl's `precompile`): the browser then
 * formats with use-intl's small format-only runtime (next.config aliases it) instead of parsing each message with
 * intl-messageformat on first use, which cost ~100 ms at 4x CPU for the footer's messages alone (issue 19). A message
 * without arguments stays a plain string.
 */
export function compileMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const compiled: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(messages))
    compiled[key] = typeof value === 'string' ? compileMessage(value) : compileMessages(value);
  return compiled as AbstractIntlMessages;
}

/** The compiled catalogues, once per locale and process. */
const compiledCatalogues = new Map<Locale, Promise<AbstractIntlMessages>>();

function catalogue(locale: Locale): Promise<AbstractIntlMessages> {
  let loaded = compiledCatalogues.get(locale);
  if (!loaded) {
    loaded = import(`../../messages/${locale}.json`).then((m: { default: AbstractIntlMessages }) =>
      compileMessages(m.default),
    );
    compiledCatalogues.set(locale, loaded);
  }
  return loaded;
}

/**
 * Loads one locale's messages, compiled, for get*Props; only that locale is sent to the browser. With `namespaces`,
 * only those and the layout's are sent (smaller page data, less to parse and hydrate); without, the whole file.
 */
export async function loadMessages(
  locale: string | undefined,
  namespaces?: readonly string[],
): Promise<AbstractIntlMessages> {
  const all = await catalogue(asLocale(locale));
  if (!namespaces) return all;
  const picked: AbstractIntlMessages = {};
  for (const ns of [...LAYOUT_NAMESPACES, ...namespaces]) if (ns in all) picked[ns] = all[ns];
  return picked;
}
