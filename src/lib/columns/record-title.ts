// What staff call a record: its reference ("DC-PKK5CA") or name where it has one, else its kind
// and id ("booking bkg_002852"). The service documents no fields, so these are the usual names.
import type { ListRecord } from '../api/normalize-list-response'
import { ownValue } from '../own-value'

const titleAttributes = ['reference', 'name', 'title', 'label', 'code', 'number'] as const

/** The record's human title, or undefined when it has none of the usual fields. */
export function recordTitle(record: ListRecord | null | undefined): string | undefined {
  if (!record) return undefined
  for (const attribute of titleAttributes) {
    const value = ownValue(record, attribute)
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 200)
    if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  }
  return undefined
}
