import fc from 'fast-check'
import { anyCodePoint } from '@/test/arbitraries'
import qs from 'qs'
import { qsOptions } from '../../demo-api/service-query'
import { describe, expect, it } from 'vitest'
import {
  createListQuery,
  isValidAttribute,
  isValidFilterValue,
  maxPage,
  maxPageSize,
  parseListQuery,
  serializeListQuery,
  type ListQuery,
  type SortKey,
} from './list-query'
import { hasNextPage } from './api/list-rows'

const asc = (attribute: string): SortKey => ({ attribute, direction: 'ASC' })
const desc = (attribute: string): SortKey => ({ attribute, direction: 'DESC' })

/**
 * The sorts as a service that decodes `sorting[...]` into an object sees them: an object lists
 * names that are array indexes ("0", "17") first, in numeric order, then the others as added.
 */
function inObjectKeyOrder(sorts: readonly SortKey[]) {
  return Object.entries(Object.fromEntries(sorts.map((sort) => [sort.attribute, sort.direction])))
}

function plain(query: ListQuery) {
  return { ...query, filters: { ...query.filters } }
}

describe('parseListQuery', () => {
  it.each([
    ['empty search gives the defaults', '', { page: 0, size: 10, filters: {}, sorts: [] }],
    ['leading ? is fine', '?pagination[page]=2', { page: 2, size: 10, filters: {}, sorts: [] }],
    [
      'raw brackets',
      'filters[productType]=TOUR&sorting[price]=DESC&pagination[size]=20',
      { page: 0, size: 20, filters: { productType: 'TOUR' }, sorts: [desc('price')] },
    ],
    [
      'percent-encoded brackets',
      'filters%5BproductType%5D=TOUR&sorting%5Bprice%5D=DESC',
      { page: 0, size: 10, filters: { productType: 'TOUR' }, sorts: [desc('price')] },
    ],
    [
      'several sort keys keep their order',
      'sorting[status]=ASC&sorting[createdAt]=DESC',
      { page: 0, size: 10, filters: {}, sorts: [asc('status'), desc('createdAt')] },
    ],
    [
      'negative page goes to 0',
      'pagination[page]=-3',
      { page: 0, size: 10, filters: {}, sorts: [] },
    ],
    [
      'fractional page goes to 0',
      'pagination[page]=1.5',
      { page: 0, size: 10, filters: {}, sorts: [] },
    ],
    [
      'size over 20 is clamped',
      'pagination[size]=500',
      { page: 0, size: 20, filters: {}, sorts: [] },
    ],
    ['size 0 is clamped to 1', 'pagination[size]=0', { page: 0, size: 1, filters: {}, sorts: [] }],
    [
      'size abc falls back to 10',
      'pagination[size]=abc',
      { page: 0, size: 10, filters: {}, sorts: [] },
    ],
    ['bad direction is dropped', 'sorting[x]=UP', { page: 0, size: 10, filters: {}, sorts: [] }],
    [
      'lower-case direction is read',
      'sorting[x]=desc',
      { page: 0, size: 10, filters: {}, sorts: [desc('x')] },
    ],
    ['nested filter is dropped', 'filters[a][b]=c', { page: 0, size: 10, filters: {}, sorts: [] }],
    [
      'array page is dropped',
      'pagination[page][]=1',
      { page: 0, size: 10, filters: {}, sorts: [] },
    ],
    [
      'repeated key is dropped',
      'pagination[page]=1&pagination[page]=2',
      { page: 0, size: 10, filters: {}, sorts: [] },
    ],
    [
      'prototype key is dropped',
      'filters[__proto__]=1&sorting[constructor]=ASC',
      { page: 0, size: 10, filters: {}, sorts: [] },
    ],
    ['empty filter is dropped', 'filters[status]=', { page: 0, size: 10, filters: {}, sorts: [] }],
    [
      'any name a record may have, percent-encoded or raw',
      'filters[pr%C3%A9nom]=Zo%C3%A9&filters[first+name]=Ada&sorting[%40type]=DESC&sorting[prénom]=ASC',
      {
        page: 0,
        size: 10,
        filters: { prénom: 'Zoé', 'first name': 'Ada' },
        sorts: [desc('@type'), asc('prénom')],
      },
    ],
    [
      'a bracket inside a name is dropped, encoded or not',
      'filters[a%5Bb]=1&filters[a%5Db]=2&sorting[x%5B%5D]=ASC&filters[ok]=3',
      { page: 0, size: 10, filters: { ok: '3' }, sorts: [] },
    ],
    [
      'a prototype key is dropped, also as a dotted segment',
      'filters[a.__proto__]=1&sorting[prototype.x]=ASC',
      { page: 0, size: 10, filters: {}, sorts: [] },
    ],
    [
      'unknown parameter is dropped',
      'utm_source=chat&filters[a]=1',
      { page: 0, size: 10, filters: { a: '1' }, sorts: [] },
    ],
  ])('%s', (_title, search, expected) => {
    expect(plain(parseListQuery(search).query)).toEqual(expected)
  })

  it('reports what it corrected, and nothing for a clean URL', () => {
    expect(parseListQuery('pagination[size]=500&sorting[x]=UP').corrections).toHaveLength(2)
    expect(parseListQuery('pagination[size]=20&sorting[x]=ASC&filters[a]=b').corrections).toEqual(
      [],
    )
  })

  it('never lets a key reach Object.prototype', () => {
    const { query } = parseListQuery('filters[__proto__][polluted]=1&filters[toString]=x')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(query.filters.toString).toBe('x')
  })
})

describe('serializeListQuery', () => {
  it('leaves defaults out of the app URL but writes them for the service', () => {
    const query = createListQuery()
    expect(serializeListQuery(query)).toBe('')
    expect(serializeListQuery(query, { explicitPagination: true })).toBe(
      'pagination[page]=0&pagination[size]=10',
    )
  })

  it('writes filters, sorts in priority order, then pagination', () => {
    const query = createListQuery({
      page: 2,
      size: 20,
      filters: { productType: 'TOUR' },
      sorts: [desc('price'), asc('name')],
    })
    expect(serializeListQuery(query)).toBe(
      'filters[productType]=TOUR&sorting[price]=DESC&sorting[name]=ASC&pagination[page]=2&pagination[size]=20',
    )
  })

  it('percent-encodes any name inside its brackets', () => {
    const query = createListQuery({
      filters: { prénom: 'Zoé', 'first name': 'Ada', '@type': 'Person' },
      sorts: [asc('prénom'), desc('a&b=c#d')],
    })
    expect(serializeListQuery(query)).toBe(
      'filters[pr%C3%A9nom]=Zo%C3%A9&filters[first+name]=Ada&filters[%40type]=Person' +
        '&sorting[pr%C3%A9nom]=ASC&sorting[a%26b%3Dc%23d]=DESC',
    )
  })

  it('never writes a name that brackets cannot carry, or a prototype key', () => {
    const query = createListQuery({
      filters: { 'a[b': '1', 'c]': '2', constructor: '3', ok: '4' },
      sorts: [asc('__proto__'), asc('x[0]'), desc('ok')],
    })
    expect(serializeListQuery(query)).toBe('filters[ok]=4&sorting[ok]=DESC')
  })
})

describe('isValidAttribute', () => {
  it.each(['prénom', 'first name', '@type', 'customer.name', 'Größe (cm)', '名前', '%41', 'a+b'])(
    'offers %j',
    (attribute) => expect(isValidAttribute(attribute)).toBe(true),
  )
  it.each([
    '',
    'a[b',
    'b]',
    'x[0]',
    '__proto__',
    'constructor',
    'prototype',
    'a.constructor',
    '\ud800',
    'x'.repeat(129),
  ])('refuses %j', (attribute) => expect(isValidAttribute(attribute)).toBe(false))
})

const prototypeKeys = new Set(['__proto__', 'constructor', 'prototype'])
const hasPrototypeKey = (name: string) => name.split('.').some((part) => prototypeKeys.has(part))
/** Any unicode name (whole code points) without a bracket or a prototype key: all may be sent. */
const attributeArbitrary = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 24, unit: anyCodePoint }),
    fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' }),
    fc.stringMatching(/^[A-Za-z_@ ][A-Za-z0-9_. -]{0,20}$/),
  )
  .filter((name) => !/[[\]]/.test(name) && !hasPrototypeKey(name))
const filterValueArbitrary = fc
  .string({ minLength: 1, maxLength: 40, unit: 'grapheme' })
  .filter(isValidFilterValue)
const queryArbitrary: fc.Arbitrary<ListQuery> = fc
  .record({
    page: fc.integer({ min: 0, max: 100_000 }),
    size: fc.integer({ min: 1, max: maxPageSize }),
    filters: fc.dictionary(attributeArbitrary, filterValueArbitrary, { maxKeys: 4 }),
    sorts: fc.uniqueArray(
      fc.record({
        attribute: attributeArbitrary,
        direction: fc.constantFrom('ASC' as const, 'DESC' as const),
      }),
      { selector: (sort) => sort.attribute, maxLength: 4 },
    ),
  })
  .map((query) => createListQuery(query))

describe('properties', () => {
  it('round-trips every valid query, with and without explicit pagination', () => {
    fc.assert(
      fc.property(queryArbitrary, fc.boolean(), (query, explicitPagination) => {
        const parsed = parseListQuery(serializeListQuery(query, { explicitPagination }))
        expect(plain(parsed.query)).toEqual(plain(query))
        expect(parsed.corrections).toEqual([])
      }),
      { numRuns: 1000 },
    )
  })

  it('agrees with qs, the parser the service side uses', () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const decoded = qs.parse(serializeListQuery(query, { explicitPagination: true }), qsOptions)
        expect(decoded.pagination).toEqual({ page: String(query.page), size: String(query.size) })
        expect(decoded.filters ?? {}).toEqual({ ...query.filters })
        const sorting = (decoded.sorting ?? {}) as Record<string, string>
        expect(Object.entries(sorting)).toEqual(inObjectKeyOrder(query.sorts))
      }),
      { numRuns: 500 },
    )
  })

  it('loses the order of sorts only where qs must: names that are array indexes come first', () => {
    const decoded = qs.parse(
      serializeListQuery(createListQuery({ sorts: [asc(' '), desc('5')] })),
      qsOptions,
    )
    expect(Object.entries(decoded.sorting ?? {})).toEqual([
      ['5', 'DESC'],
      [' ', 'ASC'],
    ])
  })

  it('every such name is offered, and round-trips alone as filter and sort', () => {
    fc.assert(
      fc.property(attributeArbitrary, filterValueArbitrary, (attribute, value) => {
        expect(isValidAttribute(attribute)).toBe(true)
        const query = createListQuery({ filters: { [attribute]: value }, sorts: [asc(attribute)] })
        expect(plain(parseListQuery(serializeListQuery(query)).query)).toEqual(plain(query))
      }),
      { numRuns: 1000 },
    )
  })

  it('a name with a bracket or a prototype key never survives, written or parsed', () => {
    const hostileName = fc.oneof(
      fc
        .tuple(attributeArbitrary, fc.constantFrom('[', ']', '[]', '][', '[x]'), attributeArbitrary)
        .map(([before, bracket, after]) => `${before}${bracket}${after}`),
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'a.__proto__', 'prototype.x'),
    )
    fc.assert(
      fc.property(hostileName, attributeArbitrary, (hostile, kept) => {
        fc.pre(hostile !== kept)
        const query = createListQuery({
          filters: { [hostile]: 'x', [kept]: 'y' },
          sorts: [asc(hostile), desc(kept)],
        })
        const parsed = parseListQuery(serializeListQuery(query)).query
        expect(plain(parsed)).toEqual(
          plain(createListQuery({ filters: { [kept]: 'y' }, sorts: [desc(kept)] })),
        )
        // Nor from a hand-made link, raw or encoded.
        for (const name of [hostile, encodeURIComponent(hostile)]) {
          const link = parseListQuery(`filters[${name}]=x&sorting[${name}]=ASC`).query
          expect(Object.keys(link.filters)).not.toContain(hostile)
          expect(link.sorts.map((sort) => sort.attribute)).not.toContain(hostile)
          expect(Object.keys(link.filters).every(isValidAttribute)).toBe(true)
          expect(link.sorts.every((sort) => isValidAttribute(sort.attribute))).toBe(true)
        }
      }),
      { numRuns: 1000 },
    )
  })

  it('parses any string at all into a valid query without throwing', () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ maxLength: 300, unit: anyCodePoint }),
      fc
        .array(
          fc.tuple(
            fc.constantFrom(
              'pagination[page]',
              'pagination[size]',
              'filters[a]',
              'sorting[b]',
              'filters[__proto__]',
              'filters[x][y]',
              '%5B',
              '[]',
              '',
            ),
            fc.string({ maxLength: 30 }),
          ),
          { maxLength: 8 },
        )
        .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&')),
    )
    fc.assert(
      fc.property(hostile, (search) => {
        const { query } = parseListQuery(search)
        expect(Number.isSafeInteger(query.page) && query.page >= 0).toBe(true)
        expect(query.size).toBeGreaterThanOrEqual(1)
        expect(query.size).toBeLessThanOrEqual(maxPageSize)
        for (const [attribute, value] of Object.entries(query.filters)) {
          expect(isValidAttribute(attribute)).toBe(true)
          expect(isValidFilterValue(value)).toBe(true)
        }
        for (const sort of query.sorts) expect(['ASC', 'DESC']).toContain(sort.direction)
        // Whatever came in, its canonical form is stable.
        const canonical = serializeListQuery(query)
        expect(serializeListQuery(parseListQuery(canonical).query)).toBe(canonical)
      }),
      { numRuns: 3000 },
    )
  })
})

describe('the last page a URL names', () => {
  it('keeps page 50,000,000 at size 5, and corrects the page past the last', () => {
    expect(parseListQuery('pagination[page]=50000000&pagination[size]=5')).toEqual({
      query: createListQuery({ page: 50_000_000, size: 5 }),
      corrections: [],
    })
    const past = parseListQuery(`pagination[page]=${maxPage + 1}&pagination[size]=5`)
    expect(past.query.page).toBe(0)
    expect(past.corrections).toEqual([
      { key: 'states.badPage', values: { value: String(maxPage + 1) } },
    ])
  })

  it('parses back every page up to it, and corrects the one past it', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: maxPage }), fc.constant(maxPage)),
        fc.integer({ min: 1, max: maxPageSize }),
        (page, size) => {
          const parsed = parseListQuery(serializeListQuery(createListQuery({ page, size })))
          expect(parsed.query.page).toBe(page)
          expect(parsed.corrections).toEqual([])
        },
      ),
    )
    const past = parseListQuery(`pagination[page]=${maxPage + 1}`)
    expect(past.query.page).toBe(0)
    expect(past.corrections).toHaveLength(1)
  })

  it('is never passed by Next: the page Next leads to always parses back', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: maxPage }),
          fc.integer({ min: maxPage - 3, max: maxPage }),
        ),
        fc.integer({ min: 1, max: maxPageSize }),
        fc.option(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), { nil: undefined }),
        (page, size, total) => {
          const query = createListQuery({ page, size })
          if (!hasNextPage(query, size, total)) return
          const next = serializeListQuery({ ...query, page: page + 1 })
          expect(parseListQuery(next).query.page).toBe(page + 1)
        },
      ),
    )
  })
})
