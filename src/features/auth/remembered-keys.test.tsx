// @vitest-environment jsdom
// Remembered keys expire after 30 days without use, and what the console learned of the service
// goes with them (OWASP ASVS V3.3): a page load finds them too old and says so on the sign-in page.
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, expect, it, vi } from 'vitest'

const day = 24 * 60 * 60 * 1000
const credentialsKey = 'distribution-console.credentials'
const earlyRequestsKey = 'distribution-console.early-requests'
const knownColumnsKey = 'distribution-console.known-columns.bookings./api'

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

/** A page load of the console at `path`: every module reads storage afresh. */
async function pageLoad(path: string) {
  vi.resetModules()
  const { AppRoutes } = await import('@/app/app-routes')
  const { createQueryClient } = await import('@/app/query-client')
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

it('forgets remembered keys unused for 30 days, with what they showed, and says why', async () => {
  const keys = { baseUrl: '/api', apiKey: 'k', secretKey: 's' }
  localStorage.setItem(
    credentialsKey,
    JSON.stringify({ ...keys, signedInAt: Date.now() - 60 * day, usedAt: Date.now() - 31 * day }),
  )
  localStorage.setItem(
    earlyRequestsKey,
    JSON.stringify({ '/bookings': { baseUrl: '/api', url: '/api/bookings?pagination[page]=0' } }),
  )
  localStorage.setItem(knownColumnsKey, JSON.stringify([{ id: 'reference' }]))
  vi.stubGlobal('fetch', vi.fn())

  await pageLoad('/bookings')

  expect(
    await screen.findByText(/forgot your remembered sign-in because it was not used for 30 days/),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument()
  expect(localStorage.getItem(credentialsKey)).toBeNull()
  expect(localStorage.getItem(earlyRequestsKey)).toBeNull()
  expect(localStorage.getItem(knownColumnsKey)).toBeNull()
  expect(fetch).not.toHaveBeenCalled()
  vi.unstubAllGlobals()
})
