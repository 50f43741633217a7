// @vitest-environment jsdom
// "Refresh" on bookings' first page, newest first: the list and its newer-bookings check are the
// same request, asked once.
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { findResource } from '@/resources'
import { demoApiForThisFile } from '@/test/demo-api'
import { renderApp } from '@/test/render-app'
import { newerRecordsOptions } from './list-request'

const demoApi = demoApiForThisFile()
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

it('sends the first page once and serves both the list and the newer-bookings check', async () => {
  const { queryClient } = renderApp('/bookings', demoApi.current.url)
  const refresh = await screen.findByRole('button', { name: 'Refresh' })
  // The check loads after the first paint: until it is there, Refresh would have nothing to spare.
  const newerCheck = newerRecordsOptions(findResource('bookings')!, '', demoApi.current.url)
  await waitFor(() => expect(queryClient.getQueryState(newerCheck.queryKey)).toBeDefined())
  await waitFor(() => expect(queryClient.isFetching()).toBe(0))
  const firstPage: string[] = []
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = decodeURIComponent(String(input))
    if (url.includes('pagination[page]=0&')) firstPage.push(url)
    return realFetch(input, init)
  })
  await userEvent.click(refresh)
  await waitFor(() => expect(firstPage.length).toBeGreaterThan(0))
  await waitFor(() => expect(queryClient.isFetching()).toBe(0))
  expect(firstPage).toHaveLength(1)
  expect(screen.queryByRole('button', { name: /new booking/ })).toBeNull()
})
