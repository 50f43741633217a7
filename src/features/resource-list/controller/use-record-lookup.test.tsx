// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { clearCredentials, saveCredentials } from '@/lib/api/credentials'
import { recordId } from '@/lib/api/list-rows'
import { createListQuery, maxFilterLength } from '@/lib/list-query'
import { findResource } from '@/resources'
import { demoApiForThisFile } from '@/test/demo-api'
import { listRequestOptions, sendListRequest } from '../request/list-request'
import { useRecordLookup } from './use-record-lookup'

const demoApi = demoApiForThisFile()
const bookings = findResource('bookings')!

function lookUp(openRecordId: string) {
  const baseUrl = demoApi.current.url
  const queryClient = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(
    () => useRecordLookup({ resource: bookings, baseUrl, openRecordId, onPage: null }),
    { wrapper },
  )
}

beforeEach(() => {
  clearCredentials()
  saveCredentials(
    { baseUrl: demoApi.current.url, apiKey: 'demo-key', secretKey: 'demo-secret' },
    false,
  )
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('useRecordLookup', () => {
  it('finds a record that is not on the page shown by its id', async () => {
    const page = await sendListRequest(
      listRequestOptions({
        resource: bookings,
        baseUrl: demoApi.current.url,
        query: createListQuery({ page: 3 }),
      }),
    )
    const id = recordId(page.rows[0]!)!
    const { result } = lookUp(id)
    await waitFor(() => expect(result.current.record).toBeTruthy())
    expect(recordId(result.current.record!)).toBe(id)
  })

  it.each([
    ['too long', 'b'.repeat(maxFilterLength + 1)],
    ['with a control character', 'bkg_1\u0007'],
  ])('reports an id no filter can hold (%s) as no such record, without asking', async (_, id) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { result } = lookUp(id)
    await waitFor(() => expect(result.current.record).toBe(null))
    expect(result.current.lookupError).toBeUndefined()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
