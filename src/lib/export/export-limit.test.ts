// The cap on one export is said before it starts, and a capped export never passes for whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoApi, type RunningDemoApi } from '../../../demo-api/test-server'
import { formatCount } from '../columns/format-value'
import { createListQuery } from '../list-query'
import { exportLimitMessage, maxExportRecords } from './export-limit'
import {
  describeExportFailure,
  ExportFailure,
  ExportTooLarge,
  fetchAllRecords,
} from './export-records'

describe('exportLimitMessage', () => {
  // Counts in the viewer's locale: "250,000" in en-US, "250 000" in fi-FI.
  const count = (n: number) => formatCount(n)
  it.each([
    ['a total within the cap', 200_000, undefined],
    [
      'a total past it',
      250_000,
      `${count(250_000)} match; an export holds at most ${count(200_000)} — narrow the filters.`,
    ],
    [
      'no total',
      undefined,
      // Without a total, a full last page says only that the cap was reached, not passed.
      `At least ${count(200_000)} records match; an export holds at most ${count(200_000)} — narrow the filters.`,
    ],
  ] as const)('%s', (_title, total, expected) => {
    expect(exportLimitMessage(total)).toBe(expected)
  })

  it('lets a view of exactly the cap export whole, and one record more not', () => {
    expect(exportLimitMessage(maxExportRecords)).toBeUndefined()
    expect(exportLimitMessage(maxExportRecords + 1)).toBe(
      `${count(200_001)} match; an export holds at most ${count(200_000)} — narrow the filters.`,
    )
  })
})

describe('an export that reaches its cap', () => {
  let api: RunningDemoApi
  beforeAll(async () => {
    api = await startDemoApi()
  })
  afterAll(() => api.close())

  const exportProducts = (maxRecords: number) =>
    fetchAllRecords({
      credentials: { baseUrl: api.url, apiKey: 'demo-key', secretKey: 'demo-secret' },
      resource: 'products',
      query: createListQuery(),
      signal: new AbortController().signal,
      onProgress: () => undefined,
      maxRecords,
    })

  it('fails as too large, keeping the pages fetched for a partial file', async () => {
    const failure = await exportProducts(100).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ExportFailure)
    expect((failure as ExportFailure).cause).toBeInstanceOf(ExportTooLarge)
    expect(describeExportFailure(failure as ExportFailure)).toBe(
      `${api.data.products.length} match; an export holds at most 100 — narrow the filters.`,
    )
    expect([...(failure as ExportFailure).pages.keys()].sort()).toEqual([0, 1, 2, 3, 4])
  })

  it('is whole when the records fit exactly', async () => {
    await expect(exportProducts(api.data.products.length)).resolves.toHaveLength(
      api.data.products.length,
    )
  })
})
