// What Find says it found nothing by: what was typed, read as what (an email, an id…), and each
// attribute it tried, in words ("No booking has the email a@b.c; tried customer email").
import '@/i18n/messages/en/find'
import type { Translate } from '@/i18n/catalog'
import { currentLanguage, currentLocale } from '@/i18n/language'
import { columnLabel } from '@/lib/columns/column-labels'
import type { AttributeRef, FindCandidate } from '@/lib/find/find-plan'
import type { FindOutcome } from '@/lib/find/run-find'
import { findResource } from '@/resources'

export const singularOf = (resource: string) => findResource(resource)?.singular ?? resource
export const titleOf = (resource: string) => findResource(resource)?.title ?? resource

/** An attribute's label inside a sentence: lower case, but for German nouns and acronyms ("ID"). */
export function attributeInSentence(attribute: string): string {
  const label = columnLabel(attribute)
  if (currentLanguage() === 'de' || /^.\p{Lu}/u.test(label)) return label
  return label.charAt(0).toLocaleLowerCase(currentLocale()) + label.slice(1)
}

function kindWord(outcome: FindOutcome, asked: readonly AttributeRef[], t: Translate): string {
  if (outcome.kind === 'email') return t('find.kindEmail')
  if (outcome.kind === 'name') return t('find.kindName')
  const ids = asked.filter(({ attribute }) => attribute === 'id').length
  if (ids === asked.length) return t('find.kindId')
  return ids === 0 ? t('find.kindReference') : t('find.kindCode')
}

/** "No booking has the id BKG-00042; tried id as bkg_000042", or that nothing could be tried. */
export function describeNothingFound(outcome: FindOutcome, typed: string, t: Translate): string {
  const asked: (AttributeRef & Partial<FindCandidate>)[] = [...outcome.tried, ...outcome.refused]
  if (asked.length === 0) return t('find.nothingToTry', { value: typed })
  const resources = new Set(asked.map(({ resource }) => resource))
  const several = resources.size > 1
  const tried = asked.map(({ resource, attribute, value }) => {
    const words = attributeInSentence(attribute)
    const where = several
      ? t('find.triedIn', { resource: singularOf(resource), attribute: words })
      : words
    return value === undefined || value === typed
      ? where
      : t('find.triedAs', { tried: where, value })
  })
  const values = {
    kind: kindWord(outcome, asked, t),
    value: typed,
    tried: new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format([
      ...new Set(tried),
    ]),
  }
  if (several) return t('find.noneAny', values)
  return resources.has('bookings')
    ? t('find.noneBooking', values)
    : resources.has('products')
      ? t('find.noneProduct', values)
      : t('find.noneAny', values)
}
