import { describe, expect, it } from 'vitest'
import { parseListQuery, serializeListQuery } from './list-query'

describe('counts and group in the URL', () => {
  it('are read, written back after the service query, and never sent to the service', () => {
    const { query, corrections } = parseListQuery(
      'group=productName&filters[status]=PENDING&counts=status',
    )
    expect(corrections).toEqual([])
    expect(query).toMatchObject({ counts: 'status', group: 'productName' })
    expect(serializeListQuery(query)).toBe(
      'filters[status]=PENDING&counts=status&group=productName',
    )
    expect(serializeListQuery(query, { explicitPagination: true })).toBe(
      'filters[status]=PENDING&pagination[page]=0&pagination[size]=10',
    )
  })

  it('drop a value given twice or one that is no attribute name, saying so', () => {
    const { query, corrections } = parseListQuery('counts=a&counts=b&group=x[y]')
    expect(query.counts).toBeUndefined()
    expect(query.group).toBeUndefined()
    expect(corrections).toEqual([
      { key: 'states.twice', values: { key: 'counts' } },
      { key: 'states.badAttribute', values: { param: 'group=x[y]' } },
    ])
  })
})
