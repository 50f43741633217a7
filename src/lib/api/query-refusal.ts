// Which attributes a service refused to filter or sort by, read from its 400/422: the parameter it
// named (`filters[customer.name]`, in the error body or its message), else an attribute of the
// refused request that its message names ("unknown attribute \"prénom\""). Only attributes the
// request used count, so a word in the message can't make up one. A complaint about a value
// ("must be a date") is no refusal of the attribute: another value may do.
import type { ListQuery } from '../list-query'
import type { ApiError } from './api-error'

export type AttributeUse = 'filter' | 'sort'

export interface Refusal {
  attribute: string
  /** What the refused request asked of the attribute that the service would not do. */
  uses: readonly AttributeUse[]
  /** The service says it has no such attribute: it can neither filter nor sort by it. */
  unknown: boolean
}

type RefusalSource = Pick<ApiError, 'kind' | 'parameter' | 'serviceMessage'>

const namedParameter = /(filters|sorting)(?:\[|%5B)([^\]]+?)(?:\]|%5D)/gi
const unknownWords =
  /\b(unknown|unrecogni[sz]ed|no such|not found|does ?n[o’']t exist|not exist|not an? (attribute|field|property))\b/i
const aboutTheValue = /\b(values?|format|must be|expected|too (long|short)|not a valid)\b/i
const nameCharacter = /[\p{L}\p{N}_@-]/u

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

const familyUse = (family: string): AttributeUse =>
  family.toLowerCase() === 'sorting' ? 'sort' : 'filter'

/** Where `attribute` stands in `text` as a whole name: not part of a longer one (`customer.name`). */
function names(text: string, attribute: string): boolean {
  for (let at = text.indexOf(attribute); at !== -1; at = text.indexOf(attribute, at + 1)) {
    const before = text.slice(0, at)
    const after = text.slice(at + attribute.length)
    const joinedBefore = nameCharacter.test(before.at(-1) ?? '') || /[\p{L}\p{N}_]\.$/u.test(before)
    const joinedAfter = nameCharacter.test(after[0] ?? '') || /^\.[\p{L}\p{N}_]/u.test(after)
    if (!joinedBefore && !joinedAfter) return true
  }
  return false
}

export function refusalsOf(error: RefusalSource, request: ListQuery): Refusal[] {
  if (error.kind !== 'rejected-query') return []
  const message = error.serviceMessage ?? ''
  const unknown = unknownWords.test(message)
  if (!unknown && aboutTheValue.test(message)) return []
  const asked = new Map<string, AttributeUse[]>()
  const ask = (attribute: string, use: AttributeUse) =>
    asked.set(attribute, [...(asked.get(attribute) ?? []), use])
  for (const attribute of Object.keys(request.filters)) ask(attribute, 'filter')
  for (const sort of request.sorts) ask(sort.attribute, 'sort')

  const refused = new Map<string, Set<AttributeUse>>()
  const refuse = (attribute: string, use: AttributeUse) => {
    if (!asked.get(attribute)?.includes(use)) return
    refused.set(attribute, (refused.get(attribute) ?? new Set()).add(use))
  }
  for (const text of [error.parameter ?? '', message]) {
    for (const [, family = '', member = ''] of text.matchAll(namedParameter))
      refuse(decode(member), familyUse(family))
  }
  if (refused.size === 0) {
    // Longest first, so `customer.name` is found before a `name` it contains.
    const byLength = [...asked.keys()].sort((left, right) => right.length - left.length)
    let rest = message
    for (const attribute of byLength) {
      if (!names(rest, attribute)) continue
      rest = rest.split(attribute).join(' ')
      const uses = asked.get(attribute) ?? []
      const said = uses.filter((use) =>
        new RegExp(use === 'sort' ? 'sort' : 'filter', 'i').test(message),
      )
      for (const use of said.length > 0 ? said : uses) refuse(attribute, use)
    }
  }
  return [...refused].map(([attribute, uses]) => ({ attribute, uses: [...uses], unknown }))
}
