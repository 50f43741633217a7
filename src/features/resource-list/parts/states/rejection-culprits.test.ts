import { describe, expect, it } from 'vitest'
import type { Refusal } from '@/lib/api/query-refusal'
import { createListQuery } from '@/lib/list-query'
import { culpritsOf, refusalKey, type Rejection } from './rejection-culprits'

const query = createListQuery({
  sorts: [
    { attribute: 'price', direction: 'DESC' },
    { attribute: 'city', direction: 'ASC' },
  ],
  filters: { productType: 'TOUR', currency: 'EUR' },
})
const refusal = (attribute: string, uses: Refusal['uses']): Refusal => ({
  attribute,
  uses,
  unknown: false,
})

describe('culpritsOf', () => {
  it.each<[string, Rejection, { sorts: string[]; filters: string[] }]>([
    [
      'the refused uses, when the answer named attributes',
      {
        error: { parameter: 'sorting[price]' },
        query,
        refusals: [refusal('city', ['sort', 'filter']), refusal('currency', ['filter'])],
      },
      { sorts: ['city'], filters: ['city', 'currency'] },
    ],
    [
      'the sort the error names as its parameter',
      { error: { parameter: 'sorting[price]' }, query, refusals: [] },
      { sorts: ['price'], filters: [] },
    ],
    [
      'the filter the error names as its parameter',
      { error: { parameter: 'filters[currency]' }, query, refusals: [] },
      { sorts: [], filters: ['currency'] },
    ],
    [
      "the parameter at the start of the service's message, when the error names none",
      { error: { serviceMessage: 'filters[city] is not filterable' }, query, refusals: [] },
      { sorts: [], filters: ['city'] },
    ],
    [
      'every sort and filter, when nothing is named',
      { error: { serviceMessage: 'Bad request' }, query, refusals: [] },
      { sorts: ['price', 'city'], filters: ['productType', 'currency'] },
    ],
    [
      'every sort and filter, when the parameter is not a sort or filter',
      { error: { parameter: 'pagination[size]' }, query, refusals: [] },
      { sorts: ['price', 'city'], filters: ['productType', 'currency'] },
    ],
  ])('%s', (_title, rejection, culprits) => {
    expect(culpritsOf(rejection)).toEqual(culprits)
  })
})

describe('refusalKey', () => {
  it.each([
    [['sort', 'filter'], 'states.refusedSortFilter'],
    [['filter', 'sort'], 'states.refusedSortFilter'],
    [['sort'], 'states.refusedSort'],
    [['filter'], 'states.refusedFilter'],
  ] as const)('%j: %s', (uses, key) => {
    expect(refusalKey(uses)).toBe(key)
  })
})
