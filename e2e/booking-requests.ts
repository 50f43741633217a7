import type { Page } from '@playwright/test'

/** Every request to the service's bookings from now on, as URLs. */
export function bookingRequests(page: Page): URL[] {
  const seen: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/bookings') seen.push(url)
  })
  return seen
}
