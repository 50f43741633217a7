// What Find asks the service for what was typed. The service filters by equality only and its
// fields are not documented, so the attributes to ask are chosen by shape: of the typed text, and
// of the values seen for each attribute in a sample of each resource's records (an email ->
// attributes whose values are emails; a code -> `id` and attributes whose values are codes; a
// name -> name-like attributes). Each candidate is one list request.
import type { ListRecord } from '../api/normalize-list-response'
import { referencedResource } from '../columns/references'
import { isValidAttribute, isValidFilterValue } from '../list-query'
import { codeCandidates, parseCode } from './code-shapes'

export type TypedKind = 'email' | 'code' | 'name'
type ValueKind = TypedKind | 'other'

export interface FindCandidate {
  resource: string
  attribute: string
  value: string
}

export interface ResourceSample {
  resource: string
  records: readonly ListRecord[]
  /** Attributes the service refused to filter this resource by. */
  refused?: ReadonlySet<string>
}

export interface AttributeRef {
  resource: string
  attribute: string
}

export interface FindPlan {
  kind: TypedKind
  candidates: FindCandidate[]
  /** Attributes that would fit, left out as the service refused them before. */
  refused: AttributeRef[]
}

const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u
const nameWords = /^[\p{L}][\p{L}\p{M}'’.-]*(?: [\p{L}\p{M}'’.-]+)*$/u

function valueKind(value: string): ValueKind {
  if (email.test(value)) return 'email'
  if (parseCode(value) && (/\d/.test(value) || /[-_]/.test(value))) return 'code'
  return nameWords.test(value) ? 'name' : 'other'
}

/**
 * How a typed text may read: an email, a code (an id, a reference), a name. One word may be
 * either of the last two ("Anne-Marie", "DC-KQABCD"); the seen values tell.
 */
export function typedKinds(typed: string): TypedKind[] {
  const text = typed.trim().replace(/\s+/g, ' ')
  if (email.test(text)) return ['email']
  const kinds: TypedKind[] = []
  // "BKG 42" is a code written with a space; "Maria Silva" is not.
  if (valueKind(text) === 'code' || /\d/.test(text)) kinds.push('code')
  if (nameWords.test(text)) kinds.push('name')
  return kinds.length > 0 ? kinds : ['code']
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Each attribute's text values in `records`, nested objects one level down (`customer.email`). */
export function attributeValues(records: readonly ListRecord[]): Map<string, string[]> {
  const values = new Map<string, string[]>()
  const add = (attribute: string, value: unknown, numbers: boolean) => {
    const text =
      typeof value === 'string' ? value : numbers && typeof value === 'number' ? String(value) : ''
    if (text === '' || text.length > 256) return
    const list = values.get(attribute) ?? []
    if (!values.has(attribute)) values.set(attribute, list)
    if (!list.includes(text)) list.push(text)
  }
  for (const record of records)
    for (const [key, value] of Object.entries(record)) {
      if (isPlainObject(value))
        for (const [child, nested] of Object.entries(value)) add(`${key}.${child}`, nested, false)
      // A number is an id only as the record's own id (`participants: 2` is none).
      else add(key, value, key === 'id')
    }
  return values
}

/**
 * An attribute that describes another record rather than this one: its id (`productId`,
 * `supplier.id`), its name beside that id (`productName`), a field of it (`supplier.name`).
 */
function describesOtherRecord(attribute: string, attributes: ReadonlySet<string>): boolean {
  if (attribute !== 'id' && referencedResource(attribute)) return true
  const dot = attribute.indexOf('.')
  if (dot !== -1) return attributes.has(`${attribute.slice(0, dot)}.id`)
  const base = /^(.+?)(?:Name|_name|Title|_title)$/.exec(attribute)?.[1]
  return base !== undefined && (attributes.has(`${base}Id`) || attributes.has(`${base}_id`))
}

/** The kind of values an attribute holds: the kind of at least 4 in 5 of them. */
function attributeKind(attribute: string, values: readonly string[]): ValueKind {
  const counts = new Map<ValueKind, number>()
  for (const value of values) counts.set(valueKind(value), (counts.get(valueKind(value)) ?? 0) + 1)
  const [kind, count] = [...counts].sort((left, right) => right[1] - left[1])[0] ?? ['other', 0]
  if (count * 5 < values.length * 4) return attribute === 'id' ? 'code' : 'other'
  // A name is in a field named so: a status or a city is a word too, but no one's name.
  if (kind === 'name' && !/name$/i.test(attribute.split('.').at(-1)!)) return 'other'
  return attribute === 'id' ? 'code' : kind
}

const foldKey = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase()

const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(
      /(^|[\s'’-])(\p{L})/gu,
      (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
    )

/** Whether at least 4 in 5 of `values` pass `test`. */
const mostly = (values: readonly string[], test: (value: string) => boolean) =>
  values.length > 0 && values.filter(test).length * 5 >= values.length * 4

/** An email or a name as the service may hold it: a value seen, else in the values' case. */
function textCandidates(typed: string, seen: readonly string[]): Asked {
  const text = typed.trim().replace(/\s+/g, ' ')
  const known = seen.find((value) => foldKey(value) === foldKey(text))
  if (known !== undefined) return { values: [known], known: true }
  const cased = mostly(seen, (value) => value === value.toLowerCase())
    ? text.toLowerCase()
    : mostly(seen, (value) => value === value.toUpperCase())
      ? text.toUpperCase()
      : mostly(seen, (value) => value === titleCase(value))
        ? titleCase(text)
        : text
  return { values: [cased], known: false }
}

interface Asked {
  values: string[]
  /** The value was seen in this attribute: a likelier answer than any guess. */
  known: boolean
}

function askedFor(fits: TypedKind, typed: string, seen: readonly string[]): Asked {
  if (fits !== 'code') return textCandidates(typed, seen)
  const values = codeCandidates(typed, seen)
  const key = typed.replace(/[-_.\s]+/g, '').toLowerCase()
  const known = values.some((value) => value.replace(/[-_.]+/g, '').toLowerCase() === key)
  return { values, known: known && seen.includes(values[0]!) }
}

/** Which attributes of which resource to ask, with which values, at most `limit` requests. */
export function planFind(typed: string, samples: readonly ResourceSample[], limit = 6): FindPlan {
  const kinds = typedKinds(typed)
  const plan: FindPlan = { kind: kinds[0]!, candidates: [], refused: [] }
  // Per kind: the ids (one record each, the cheapest answer), then the other attributes; values
  // seen apart, as they make guesses needless.
  const byKind = new Map(kinds.map((kind) => [kind, { ids: [] as Found[], others: [] as Found[] }]))
  for (const { resource, records, refused } of samples) {
    const values = attributeValues(records)
    if (!values.has('id')) values.set('id', [])
    const attributes = new Set(values.keys())
    for (const [attribute, seen] of values) {
      if (describesOtherRecord(attribute, attributes)) continue
      const fits = attributeKind(attribute, seen)
      if (fits === 'other') continue
      const into = byKind.get(fits)
      if (!into) continue
      const asked = askedFor(fits, typed, seen)
      // Only what a list query can carry.
      asked.values = asked.values.filter(isValidFilterValue)
      if (asked.values.length === 0 || !isValidAttribute(attribute)) continue
      if (refused?.has(attribute)) {
        plan.refused.push({ resource, attribute })
        continue
      }
      const known = asked.known
      const found = asked.values.map((value) => ({ resource, attribute, value, known, fits }))
      ;(attribute === 'id' ? into.ids : into.others).push(...found)
    }
  }
  const candidates = [...byKind.values()].flatMap(({ ids, others }) => [...ids, ...others])
  const known = candidates.filter((candidate) => candidate.known)
  const chosen = (known.length > 0 ? known : candidates).slice(0, limit)
  plan.candidates = chosen.map(({ resource, attribute, value }) => ({ resource, attribute, value }))
  plan.kind = chosen[0]?.fits ?? plan.kind
  return plan
}

type Found = FindCandidate & { known: boolean; fits: TypedKind }
