// @vitest-environment jsdom
// React Query is told the tab is always in view, so that a list's retry is never held in a hidden
// tab (query-client.ts); the check for newer records still waits while the tab is hidden.
import { act, cleanup, renderHook } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { clearCredentials, saveCredentials } from '@/lib/api/credentials'
import type { ListPage } from '@/lib/api/fetch-list'
import { createListQuery } from '@/lib/list-query'
import { findResource } from '@/resources'
import { newerRecordsCheckMs, useNewerRecords, type NewerRecordsList } from './use-newer-records'

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

afterEach(() => {
  cleanup()
  setVisibility('visible')
  clearCredentials()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

it('asks nothing while the tab is hidden, and asks once it is in view again', async () => {
  vi.useFakeTimers()
  const baseUrl = 'https://service.example'
  saveCredentials({ baseUrl, apiKey: 'k', secretKey: 's' }, false)
  const checks = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => Promise.resolve(Response.json([{ id: 'b1' }])))
  const resource = findResource('bookings')!
  const page = { rows: [{ id: 'b1', createdAt: '2026-11-25T12:00:00Z' }] } as unknown as ListPage
  const list = {
    resource,
    baseUrl,
    search: '',
    query: createListQuery(),
    requestQuery: createListQuery({ sorts: [{ attribute: 'createdAt', direction: 'DESC' }] }),
    page,
    status: { kind: 'current', page },
    updatedAt: Date.now(),
    markRows: () => undefined,
  } as unknown as NewerRecordsList
  const queryClient = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  renderHook(() => useNewerRecords(list), { wrapper })

  act(() => setVisibility('hidden'))
  await act(() => vi.advanceTimersByTimeAsync(3 * newerRecordsCheckMs))
  expect(checks).not.toHaveBeenCalled()

  act(() => setVisibility('visible'))
  await act(() => vi.advanceTimersByTimeAsync(newerRecordsCheckMs))
  expect(checks).toHaveBeenCalled()
  queryClient.clear()
})
