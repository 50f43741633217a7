import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { inferColumns } from '../columns/columns'
import { exactSum, pageSumLines, sumColumns, summedColumns } from './column-sums'

describe('summedColumns', () => {
  it('finds numbers and money by their values, whatever their names', () => {
    const records = [
      { id: 7, bookingId: 3, pax: 2, totalAmount: 10.5, curr: 'EUR', when: '2026-11-25' },
      { id: 8, bookingId: 4, pax: 3, totalAmount: 20.25, curr: 'GBP', when: '2026-11-26' },
    ]
    expect(summedColumns(inferColumns(records), records)).toEqual([
      { id: 'pax' },
      { id: 'totalAmount', currencyFrom: 'curr' },
    ])
  })

  it('takes the currency column named for an amount (totalPrice, currency)', () => {
    const records = [
      { participants: 2, totalPrice: 100, currency: 'EUR', createdAt: 1_764_000_000 },
      { participants: 1, totalPrice: 50, currency: 'USD', createdAt: 1_764_000_100 },
    ]
    expect(summedColumns(inferColumns(records), records)).toEqual([
      { id: 'participants' },
      { id: 'totalPrice', currencyFrom: 'currency' },
    ])
  })

  it('leaves out columns with words among their numbers, and columns with no value', () => {
    const records = [{ code: 1, note: null }, { code: 'x1' }]
    expect(summedColumns(inferColumns(records), records)).toEqual([])
  })
})

describe('sumColumns', () => {
  it('sums money per currency, exactly to the cent', () => {
    const records = [
      { price: 0.1, currency: 'EUR' },
      { price: 0.2, currency: 'EUR' },
      { price: 5, currency: 'GBP' },
      { price: 1 },
    ]
    const sums = sumColumns(records, [{ id: 'price', currencyFrom: 'currency' }])
    expect(sums.get('price')).toEqual({
      kind: 'money',
      totals: new Map([
        ['EUR', 0.3],
        ['GBP', 5],
        [undefined, 1],
      ]),
    })
  })

  it('never mixes currencies: each currency’s sum is that of its records alone', () => {
    const currency = fc.constantFrom('EUR', 'USD', 'GBP', 'JPY')
    const amount = fc.integer({ min: -100_000, max: 100_000 }).map((cents) => cents / 100)
    fc.assert(
      fc.property(fc.array(fc.record({ price: amount, currency }), { maxLength: 40 }), (rows) => {
        const sum = sumColumns(rows, [{ id: 'price', currencyFrom: 'currency' }]).get('price')
        if (sum?.kind !== 'money') throw new Error('not money')
        expect([...sum.totals.keys()].sort()).toEqual(
          [...new Set(rows.map((r) => r.currency))].sort(),
        )
        for (const [code, total] of sum.totals) {
          const cents = rows
            .filter((row) => row.currency === code)
            .reduce((all, row) => all + Math.round(row.price * 100), 0)
          expect(total).toBe(cents / 100)
        }
      }),
    )
  })

  it('a group’s sums add up to the whole’s', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 50 }), (pax) => {
        const rows = pax.map((value, index) => ({ pax: value, odd: index % 2 }))
        const total = (list: typeof rows) => sumColumns(list, [{ id: 'pax' }]).get('pax')
        const whole = total(rows)
        const parts = [0, 1].map((odd) => total(rows.filter((row) => row.odd === odd)))
        expect(whole?.kind === 'number' && whole.total).toBe(
          parts.reduce((all, part) => all + (part?.kind === 'number' ? part.total : 0), 0),
        )
      }),
    )
  })

  it('exactSum', () => {
    expect(exactSum([0.1, 0.2])).toBe(0.3)
    expect(exactSum([])).toBe(0)
    expect(exactSum([1e-7, 2e-7])).toBe(3e-7)
  })
})

describe('pageSumLines', () => {
  it('is the most currencies a column sums, a line for plain numbers, none without numbers', () => {
    const records = [
      { pax: 2, totalAmount: 10.5, curr: 'EUR' },
      { pax: 3, totalAmount: 20.25, curr: 'GBP' },
      { pax: 1, totalAmount: 5.5, curr: 'EUR' },
    ]
    expect(pageSumLines(inferColumns(records), records)).toBe(2)
    const plain = [{ pax: 2 }, { pax: 4 }]
    expect(pageSumLines(inferColumns(plain), plain)).toBe(1)
    const words = [{ name: 'Lisbon' }]
    expect(pageSumLines(inferColumns(words), words)).toBe(0)
  })
})
