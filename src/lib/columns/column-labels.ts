// Headers in words: `createdAt` -> "Created at", `customer.name` -> "Customer name",
// `total_price` -> "Total price", `id` -> "ID". Field names stay the ids in URLs and filters.
// The attributes the resource configurations name have their labels in the message catalog
// (src/i18n/messages/*/columns.ts), in the language in force; any other is labelled from its name.
import { optionalMessage } from '@/i18n/i18n'
import type { Language } from '@/i18n/language'

const acronymWords =
  'id url uri api ip iso sku vat utc uuid csv json html http https pdf gps eta faq iban bic qr'
const acronyms = new Set(acronymWords.split(' '))

function words(part: string): string[] {
  return part
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
}

function inferredLabel(id: string): string {
  const all = id.split('.').flatMap(words)
  if (all.length === 0) return id
  const text = all
    .map((word) => (acronyms.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()))
    .join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** In `language`, the language in force by default. */
export function columnLabel(id: string, language?: Language): string {
  return optionalMessage(`columns.${id}`, language) ?? inferredLabel(id)
}

/** A resource in words, as the navigation names it: `booking_items` -> "Booking items". */
export function resourceLabel(name: string): string {
  return inferredLabel(name)
}
