import { describe, expect, it } from 'vitest'
import { createListQuery, type ListQuery } from '../list-query'
import { ApiError, failureText } from './api-error'
import { refusalsOf } from './query-refusal'
import { failureFor } from './service-failure'

const request = createListQuery({
  filters: { status: 'NOPE', 'customer.name': 'Ada', prénom: 'Zoé' },
  sorts: [
    { attribute: 'createdAt', direction: 'DESC' },
    { attribute: 'name', direction: 'ASC' },
  ],
})

function refused(status: number, body: unknown, query: ListQuery = request) {
  return refusalsOf(failureFor(status, body, new Headers()), query)
}

describe('refusalsOf', () => {
  it.each([
    [
      "the demo API's answer: the parameter, and the attribute it doesn't know",
      {
        error: {
          status: 400,
          parameter: 'filters[customer.name]',
          message: 'filters[customer.name]: unknown attribute "customer.name"',
        },
      },
      [{ attribute: 'customer.name', uses: ['filter'], unknown: true }],
    ],
    [
      'a parameter named only in the message, percent-encoded',
      { message: 'Bad query: filters%5Bpr%C3%A9nom%5D is not supported' },
      [{ attribute: 'prénom', uses: ['filter'], unknown: false }],
    ],
    [
      'a sort named as a parameter',
      { error: { parameter: 'sorting[createdAt]', message: 'not sortable' } },
      [{ attribute: 'createdAt', uses: ['sort'], unknown: false }],
    ],
    [
      'an attribute of the request named in words, quoted',
      { detail: "Unknown field 'customer.name'" },
      [{ attribute: 'customer.name', uses: ['filter'], unknown: true }],
    ],
    [
      'a name used both ways, the message saying which',
      { message: 'Cannot sort by name.' },
      [{ attribute: 'name', uses: ['sort'], unknown: false }],
      createListQuery({ filters: { name: 'x' }, sorts: [{ attribute: 'name', direction: 'ASC' }] }),
    ],
    [
      'a name used both ways, the message not saying which',
      { message: 'name: unknown attribute' },
      [{ attribute: 'name', uses: ['filter', 'sort'], unknown: true }],
      createListQuery({ filters: { name: 'x' }, sorts: [{ attribute: 'name', direction: 'ASC' }] }),
    ],
  ])('%s', (_title, body, expected, query = request) => {
    expect(refused(400, body, query)).toEqual(expected)
  })

  it('reads a 422 the same way', () => {
    expect(refused(422, { title: 'Unprocessable', detail: 'unknown attribute "prénom"' })).toEqual([
      { attribute: 'prénom', uses: ['filter'], unknown: true },
    ])
  })

  it('names only what the request used, and a whole name, not part of a longer one', () => {
    // `name` is sorted by, but the message names `customer.name`, which is filtered by.
    expect(refused(400, { message: 'unknown attribute customer.name' })).toEqual([
      { attribute: 'customer.name', uses: ['filter'], unknown: true },
    ])
    expect(refused(400, { message: 'unknown attribute "colour"' })).toEqual([])
    expect(refused(400, { error: { parameter: 'filters[colour]', message: 'unknown' } })).toEqual(
      [],
    )
    expect(refused(400, { message: 'the surname is unknown' })).toEqual([])
  })

  it('is no refusal of the attribute when the service objects to the value', () => {
    expect(
      refused(400, { error: { parameter: 'filters[status]', message: 'value must be OPEN' } }),
    ).toEqual([])
    expect(refused(400, { message: 'createdAt: expected a date' })).toEqual([])
  })

  it('is nothing for other failures, or a refusal that names no attribute', () => {
    expect(refused(500, { message: 'unknown attribute "prénom"' })).toEqual([])
    expect(refused(404, { message: 'unknown attribute "prénom"' })).toEqual([])
    expect(refused(400, { message: 'Bad request' })).toEqual([])
    expect(
      refusalsOf(new ApiError('rejected-query', failureText('misc.refused')), request),
    ).toEqual([])
  })
})
