import { describe, expect, it } from 'vitest'
import type { SortKey } from '@/lib/list-query'
import { dateOrder } from './use-date-search'

const createdAsc: SortKey = { attribute: 'createdAt', direction: 'ASC' }
const createdDesc: SortKey = { attribute: 'createdAt', direction: 'DESC' }
const priceAsc: SortKey = { attribute: 'totalPrice', direction: 'ASC' }

describe('dateOrder', () => {
  it.each([
    { title: 'no sort: newest first', sorts: [], expected: createdDesc },
    { title: 'oldest first by the day: oldest first', sorts: [createdAsc], expected: createdAsc },
    { title: 'newest first by the day: newest first', sorts: [createdDesc], expected: createdDesc },
    {
      title: 'the day first, then another key: the day’s direction',
      sorts: [createdAsc, priceAsc],
      expected: createdAsc,
    },
    { title: 'another attribute first: newest first', sorts: [priceAsc], expected: createdDesc },
    {
      title: 'the day only as a secondary key: newest first, not its direction',
      sorts: [priceAsc, createdAsc],
      expected: createdDesc,
    },
  ])('$title', ({ sorts, expected }) => {
    expect(dateOrder(sorts, 'createdAt')).toEqual(expected)
  })

  it('is about the attribute asked for', () => {
    expect(dateOrder([createdAsc], 'travelDate')).toEqual({
      attribute: 'travelDate',
      direction: 'DESC',
    })
  })
})
