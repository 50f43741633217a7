import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ListRecord } from '../api/normalize-list-response'
import { groupRecords, noValueKey } from './group-records'

const collator = new Intl.Collator('en', { numeric: true })
const byStatus = (record: ListRecord) => record.status

describe('groupRecords', () => {
  it('orders groups by value, keeps the list order within each, and puts "none" last', () => {
    const records = [
      { id: 'a', status: 'PENDING' },
      { id: 'b' },
      { id: 'c', status: 'CONFIRMED' },
      { id: 'd', status: 'PENDING' },
      { id: 'e', status: '' },
      { id: 'f', status: null },
    ]
    const groups = groupRecords(records, byStatus, collator)
    expect(groups.map((group) => [group.value, group.records.map((record) => record.id)])).toEqual([
      ['CONFIRMED', ['c']],
      ['PENDING', ['a', 'd']],
      [undefined, ['b', 'e', 'f']],
    ])
    expect(groups.at(-1)!.key).toBe(noValueKey)
  })

  it('orders numbers by size, not as words, and words as people read them', () => {
    const records = [{ n: 10 }, { n: 9 }, { n: 100 }, { n: 'tour 10' }, { n: 'tour 9' }]
    const groups = groupRecords(records, (record) => record.n, collator)
    expect(groups.map((group) => group.value)).toEqual([9, 10, 100, 'tour 9', 'tour 10'])
  })

  it('keeps apart values that only look alike (1 and "1")', () => {
    const groups = groupRecords([{ v: 1 }, { v: '1' }], (record) => record.v, collator)
    expect(groups).toHaveLength(2)
  })

  const value = fc.oneof(
    fc.constantFrom(undefined, null, ''),
    fc.integer({ min: -5, max: 5 }),
    fc.constantFrom('a', 'B', 'b', 'Zürich', 'zeta', '10', '9'),
    fc.boolean(),
  )

  it('puts every record in exactly one group, in the list’s order, groups in order', () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 60 }), (values) => {
        const records = values.map((v, index) => ({ id: index, v }))
        const groups = groupRecords(records, (record) => record.v, collator)
        const ids = groups.flatMap((group) => group.records.map((record) => record.id as number))
        expect([...ids].sort((a, b) => a - b)).toEqual(records.map((record) => record.id))
        for (const group of groups) {
          const own = group.records.map((record) => record.id as number)
          expect(own).toEqual([...own].sort((a, b) => a - b))
          expect(new Set(group.records.map((record) => JSON.stringify(record.v ?? '')))).toSatisfy(
            (keys: Set<string>) => group.key === noValueKey || keys.size === 1,
          )
        }
        const keys = groups.map((group) => group.key)
        expect(new Set(keys).size).toBe(keys.length)
        expect(keys.indexOf(noValueKey)).toBeOneOf([-1, keys.length - 1])
        // Grouping the groups' records again gives the same groups: the order is a total one.
        const again = groupRecords([...records].reverse(), (record) => record.v, collator)
        expect(again.map((group) => group.key)).toEqual(keys)
      }),
    )
  })
})
