// The start failure's words in every language, for index.html: when they are shown, no code runs
// to translate them, so the build writes each language's into the page
// (scripts/static-shell-plugin.ts). From the catalogs, en-XA made from English as the console
// makes it. Not imported by the app.
import type { Language } from './language'
import { de } from './messages/de'
import { el } from './messages/el'
import { list } from './messages/en/list'
import { start } from './messages/en/start'
import { pseudoText } from './pseudo'

export interface StartFailureWords {
  failed: string
  reload: string
}

export function startFailureWords(): Readonly<Record<Language, StartFailureWords>> {
  const english = { failed: start.failed, reload: list.reload }
  return {
    en: english,
    de: { failed: de.start.failed, reload: de.list.reload },
    el: { failed: el.start.failed, reload: el.list.reload },
    'en-XA': { failed: pseudoText(english.failed), reload: pseudoText(english.reload) },
  }
}
