// A known value in words (src/i18n/messages/*/values.ts, keyed `<attribute>.<value>`): PENDING
// reads "Pending", "Ausstehend" or "Εκκρεμεί" in the language in force. A value without words
// there reads as before (value-status.ts for a status).
import { optionalMessage } from '@/i18n/i18n'
import type { Language } from '@/i18n/language'

/** `value` of `attribute` in words, in `language` (the one in force by default); undefined without. */
export function valueLabel(
  attribute: string | undefined,
  value: string,
  language?: Language,
): string | undefined {
  if (attribute === undefined) return undefined
  return optionalMessage(`values.${attribute}.${value}`, language)
}
