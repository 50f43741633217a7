// A message with its values, in a language: the plural form by Intl.PluralRules (an exact `=N`
// first), then each `{name}` replaced by its value, numbers written as the language writes them.
import { numberFormat } from '@/lib/columns/intl-formats'
import type { Message, MessageValue } from './catalog'

const pluralRules = new Map<string, Intl.PluralRules>()

function pluralForm(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale)
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)))
  return rules.select(count)
}

export function formatMessage(
  message: Message,
  values: Readonly<Record<string, MessageValue>> | undefined,
  locale: string,
): string {
  let text: string
  if (typeof message === 'string') text = message
  else {
    const count = Number(values?.count)
    text = message[`=${count}`] ?? message[pluralForm(locale, count)] ?? message.other
  }
  if (!values) return text
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name]
    if (value === undefined) return placeholder
    return typeof value === 'number' ? numberFormat(locale).format(value) : value
  })
}
