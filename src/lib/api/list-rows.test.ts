import { describe, expect, it } from 'vitest'
import { pastTheEnd, previousPage, recordOnPage } from './list-rows'

const rows = [{ id: 'a' }, { id: 7 }]

describe('recordOnPage', () => {
  it.each([
    ['on the current page', 'a', 'current', rows[0]],
    ['a numeric id on the current page', '7', 'current', rows[1]],
    ['not on the current page: looked up by id', 'b', 'current', null],
    ['while the list loads: not known yet', 'a', 'loading', undefined],
    // A 500 after its retries, a time-out or a refusal: the details look the record up by id
    // rather than wait for a list that will not come.
    ['the list failed: looked up by id', 'a', 'failed', null],
  ] as const)('%s', (_, id, progress, expected) => {
    expect(recordOnPage(id, rows, progress)).toBe(expected)
  })
})

describe('a page past the end', () => {
  it.each([
    ['page 1 is never past the end', { page: 0, size: 10 }, 0, 0, undefined],
    ['page 100 of a 5-row list', { page: 99, size: 10 }, 0, 5, { lastPage: 0 }],
    ['page 4 of 25 rows in tens', { page: 3, size: 10 }, 0, 25, { lastPage: 2 }],
    ['the last page itself', { page: 2, size: 10 }, 5, 25, undefined],
    ['an empty later page without a total', { page: 4, size: 10 }, 0, undefined, {}],
    ['a later page with rows, without a total', { page: 4, size: 10 }, 3, undefined, undefined],
    ['an empty list past its first page', { page: 2, size: 10 }, 0, 0, { lastPage: 0 }],
  ] as const)('%s', (_, query, rowCount, total, expected) => {
    expect(pastTheEnd(query, rowCount, total)).toEqual(expected)
  })

  it.each([
    ['from past the end to the last page', { page: 99, size: 10 }, 0, 5, 0],
    ['from past the end of 25 rows to page 3', { page: 9, size: 10 }, 0, 25, 2],
    ['from a page inside the list to the one before', { page: 2, size: 10 }, 5, 25, 1],
    ['without a total, to the page before', { page: 4, size: 10 }, 0, undefined, 3],
    ['never before the first', { page: 0, size: 10 }, 3, 3, 0],
  ] as const)('Previous page goes %s', (_, query, rowCount, total, expected) => {
    expect(previousPage(query, rowCount, total)).toBe(expected)
  })
})
