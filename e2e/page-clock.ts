import { expect, type Page, type Request } from '@playwright/test'

const inFlight = new WeakMap<Page, Set<Request>>()

/** Keeps the page's requests on their way, from its first (the fixtures follow every page). */
export function followRequests(page: Page): void {
  const requests = new Set<Request>()
  inFlight.set(page, requests)
  page.on('request', (request) => requests.add(request))
  page.on('requestfinished', (request) => requests.delete(request))
  page.on('requestfailed', (request) => requests.delete(request))
}

/** The page's requests on their way that `held` does not accept. */
function requestsInFlight(page: Page, held: (request: Request) => boolean = () => false) {
  const requests = inFlight.get(page)
  if (!requests)
    throw new Error('The page was opened outside the fixtures: its requests are not followed')
  return [...requests].filter((request) => !held(request))
}

/**
 * Waits until none of the page's requests is on its way, but those `held` accepts (a test holding
 * a request on purpose): for three looks in a row, as a request reaches the test a moment after
 * the page has sent it.
 */
export async function whenIdle(page: Page, held?: (request: Request) => boolean) {
  let quietLooks = 0
  await expect
    .poll(
      () => {
        quietLooks = requestsInFlight(page, held).length === 0 ? quietLooks + 1 : 0
        return quietLooks
      },
      { intervals: [100], timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(3)
}

/**
 * Jumps the page's clock on by `time` once it is idle (`whenIdle`). A jump past the time limit of
 * a request or of a lazily loaded part still on its way ends it in an error, which a real minute
 * never brings: the code and the demo service answer in milliseconds.
 */
export async function fastForwardWhenIdle(
  page: Page,
  time: number | string,
  held?: (request: Request) => boolean,
) {
  await whenIdle(page, held)
  await page.clock.fastForward(time)
}
