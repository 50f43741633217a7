import { describe, expect, it } from 'vitest'
import type { ListPage } from '@/lib/api/fetch-list'
import { countNewer } from './use-newer-records'

// Record bN was created N minutes after the epoch's first hour: newer records have larger numbers.
const createdAt = (id: string | number) =>
  new Date(Date.UTC(2026, 10, 1) + Number(String(id).replace(/\D/g, '')) * 60_000).toISOString()

function page(ids: readonly (string | number)[], total?: number): ListPage {
  return {
    rows: ids.map((id) => ({ id, createdAt: createdAt(id) })),
    ...(total === undefined ? {} : { total }),
    request: { method: 'GET', url: '/bookings', status: 200, durationMs: 1, receivedAt: 0 },
  }
}

const ten = (first: number) => Array.from({ length: 10 }, (_, index) => `b${first - index}`)

describe('countNewer', () => {
  it.each([
    {
      title: 'the same top record: none',
      shown: page(ten(100), 100),
      newer: page(ten(100), 100),
      expected: 0,
    },
    {
      title: '3 new on top: 3',
      shown: page(ten(100), 100),
      newer: page(ten(103), 103),
      expected: 3,
    },
    {
      title: '3 new on top, without totals: 3',
      shown: page(ten(100)),
      newer: page(ten(103)),
      expected: 3,
    },
    {
      title: 'numeric ids are matched as the ids they are',
      shown: page([7, 6, 5]),
      newer: page([9, 8, 7]),
      expected: 2,
    },
    {
      title: 'the top record went off the page, with totals: the difference of the totals',
      shown: page(ten(100), 100),
      newer: page(ten(125), 125),
      expected: 25,
    },
    {
      title: 'the top record went off the page, without totals: the page length',
      shown: page(ten(100)),
      newer: page(ten(125)),
      expected: 10,
    },
    {
      title: 'the top record left the list (cancelled, filtered out): none, not a page of new ones',
      shown: page(ten(100), 100),
      newer: page(ten(99), 99),
      expected: 0,
    },
    {
      title: 'the top record left the list and 2 arrived: 2',
      shown: page(['b100', 'b98', 'b97'], 100),
      newer: page(['b102', 'b101', 'b98'], 101),
      expected: 2,
    },
    {
      title: 'the top record went off the page, only one side has a total: the page length',
      shown: page(ten(100)),
      newer: page(ten(125), 125),
      expected: 10,
    },
    {
      title: 'nothing was shown: every newer record',
      shown: page([]),
      newer: page(['b2', 'b1']),
      expected: 2,
    },
  ])('$title', ({ shown, newer, expected }) => {
    expect(countNewer(shown, newer, 'createdAt')).toBe(expected)
  })
})
