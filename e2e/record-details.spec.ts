import { dataRows, expect, openSignedIn, test, withClockStill } from './fixtures'
import type { Request } from '@playwright/test'
import { requestTimeoutMs } from '../playwright.config'
import { fastForwardWhenIdle } from './page-clock'

const details = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', { name: 'Record details' })

async function rowIds(page: import('@playwright/test').Page): Promise<string[]> {
  return dataRows(page).evaluateAll((rows) =>
    rows.map((row) => row.getAttribute('data-record-id') ?? ''),
  )
}

test.describe('at 760 px, details open as a drawer over the list', () => {
  test.use({ viewport: { width: 760, height: 900 } })

  test('the drawer is titled as staff quote the record, and copies its link', async ({ page }) => {
    await openSignedIn(page, '/bookings?filters[status]=PENDING')
    const first = dataRows(page).first()
    await first.click()
    const drawer = details(page)
    const heading = drawer.getByRole('heading', { level: 2 })
    await expect(heading).toHaveText(/^DC-[A-Z0-9]{6}$/)
    await expect(first).toContainText((await heading.textContent())!)
    const link = page.url()
    expect(link).toMatch(/\/bookings\/bkg_\d+\?filters\[status\]=PENDING$/)
    await drawer.getByRole('button', { name: 'Copy booking link' }).click()
    await expect(drawer.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  })

  test('focus moves into it; Esc and Close return it to the row', async ({ page }) => {
    await openSignedIn(page, '/bookings')
    const ids = await rowIds(page)
    const third = dataRows(page).nth(2)
    await third.click()
    await expect(page).toHaveURL(`/bookings/${ids[2]}`)
    const drawer = details(page)
    await expect(drawer).toContainText(ids[2]!)
    await expect(drawer).toBeInViewport({ ratio: 0.9 })
    // Modal: the list under it is out of reach until it closes.
    expect(await drawer.evaluate((element) => element.matches(':modal'))).toBe(true)
    await expect(drawer.getByRole('heading', { level: 2 })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL('/bookings')
    await expect(drawer).toHaveCount(0)
    await expect(third).toBeFocused()

    // By keyboard alone: Enter on the row, then the Close button.
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/bookings/${ids[2]}`)
    await expect(drawer.getByRole('heading', { level: 2 })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/bookings')
    await expect(third).toBeFocused()
  })

  test('j/k show the next record in the drawer; Esc returns to its row', async ({ page }) => {
    await openSignedIn(page, '/bookings')
    const ids = await rowIds(page)
    await dataRows(page).nth(1).click()
    await expect(details(page)).toContainText(ids[1]!)
    await page.keyboard.press('j')
    await page.keyboard.press('j')
    await expect(page).toHaveURL(`/bookings/${ids[3]}`)
    await expect(details(page)).toContainText(ids[3]!)
    await page.keyboard.press('k')
    await expect(page).toHaveURL(`/bookings/${ids[2]}`)
    await expect(details(page)).toContainText(ids[2]!)
    await page.keyboard.press('Escape')
    await expect(dataRows(page).nth(2)).toBeFocused()
    await expect(dataRows(page).nth(2)).toHaveAttribute('aria-current', 'true')
    // The records shown in turn replaced each other: Back leaves the list, not the drawer's trail.
    await page.goBack()
    await expect(page).toHaveURL(`/bookings/${ids[2]}`)
    await page.goBack()
    await expect(page).toHaveURL('/bookings')
  })

  test('a long email wraps after its @ and before its dots, never inside a word', async ({
    page,
  }) => {
    const email = 'maximilian.featherstone@reservations.examplecompany.com'
    await page.route('**/api/bookings?**', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { data: { customer: { email: string } }[] }
      for (const record of body.data) record.customer.email = email
      await route.fulfill({ response, json: body })
    })
    await openSignedIn(page, '/bookings')
    await dataRows(page).first().click()
    const value = details(page).getByText(email)
    await expect(value).toBeVisible()
    // The two characters either side of each line break.
    const breaks = await value.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      const chars: { char: string; top: number }[] = []
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (let index = 0; index < text.length; index++) {
          range.setStart(node, index)
          range.setEnd(node, index + 1)
          chars.push({ char: text[index]!, top: range.getBoundingClientRect().top })
        }
      }
      return chars.flatMap((current, index) => {
        const before = chars[index - 1]
        return before && current.top > before.top + 2 ? [before.char + current.char] : []
      })
    })
    expect(breaks.length).toBeGreaterThan(0)
    for (const pair of breaks) expect(pair).toMatch(/^[@/_-].$|^.\.$/)
  })
})

test('at 1,280 px, details stay a side panel and follow j/k and the arrows', async ({ page }) => {
  await openSignedIn(page, '/bookings')
  const ids = await rowIds(page)
  await dataRows(page).nth(1).click()
  const panel = details(page)
  await expect(panel).toContainText(ids[1]!)
  expect(await panel.evaluate((element) => element.matches(':modal'))).toBe(false)
  await page.keyboard.press('j')
  await expect(page).toHaveURL(`/bookings/${ids[2]}`)
  await expect(panel).toContainText(ids[2]!)
  await expect(dataRows(page).nth(2)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(`/bookings/${ids[3]}`)
  await expect(panel).toContainText(ids[3]!)
  await page.keyboard.press('Home')
  await expect(page).toHaveURL(`/bookings/${ids[0]}`)
  await expect(dataRows(page).first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL('/bookings')
  await expect(dataRows(page).first()).toBeFocused()
})

// Whether the id sits under the title or beside it depends on the fonts the machine has.
test.describe('at 420 px', () => {
  test.use({ viewport: { width: 420, height: 800 } })

  test("the title's focus ring stays clear of the id, under it or beside it", async ({ page }) => {
    await openSignedIn(page, '/products')
    await dataRows(page).first().focus()
    await page.keyboard.press('Enter')
    const heading = details(page).getByRole('heading', { level: 2 })
    await expect(heading).toBeFocused()
    const ring = await heading.evaluate((element) => {
      const style = getComputedStyle(element)
      return parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset)
    })
    expect(ring).toBeGreaterThan(0)
    const title = (await heading.boundingBox())!
    const id = (await details(page)
      .getByText(/^product \S+$/)
      .boundingBox())!
    const ringOverlapsId =
      id.x < title.x + title.width + ring &&
      id.x + id.width > title.x - ring &&
      id.y < title.y + title.height + ring &&
      id.y + id.height > title.y - ring
    expect(ringOverlapsId).toBe(false)
  })
})

for (const width of [1280, 420]) {
  test(`at ${width} px, "Link copied" moves nothing in the details, and the next copy replaces it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await openSignedIn(page, '/bookings')
    await dataRows(page).first().click()
    const panel = details(page)
    const copy = panel.getByRole('button', { name: 'Copy booking link' })
    const json = panel.getByRole('button', { name: 'Copy JSON' })
    const firstField = panel.locator('dt').first()
    const boxes = async () =>
      Promise.all([copy, json, firstField].map((part) => part.boundingBox()))
    await expect(firstField).toBeVisible()
    // The drawer slides in at 420 px: measured once it has come to rest.
    await panel.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    )
    const before = await boxes()
    await withClockStill(page, async () => {
      await copy.click()
      await expect(panel.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
      expect(await boxes()).toEqual(before)
      // The next copy's word takes the line's place, rather than drawing over the first.
      await json.click()
      await expect(panel.getByRole('status').filter({ hasText: /copied/ })).toHaveText(
        'JSON copied',
      )
      expect(await boxes()).toEqual(before)
    })
  })
}

test("a nested record's labels keep whole words in the side panel", async ({ page }) => {
  await openSignedIn(page, '/products')
  await dataRows(page).first().click()
  const label = (name: string) => details(page).getByText(name, { exact: true })
  await expect(label('Longitude')).toBeVisible()
  // One line each: "Longitude" broke as "Longitud" and "e" in the nested record's narrow column.
  expect((await label('Longitude').boundingBox())!.height).toBe(
    (await label('Latitude').boundingBox())!.height,
  )
})

test('the table is one Tab stop: arrows and Home/End move within it, Enter opens', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const rows = dataRows(page)
  const ids = await rowIds(page)
  const size = page.getByRole('combobox', { name: 'Rows per page' })
  await size.focus()
  await page.keyboard.press('Shift+Tab')
  await expect(rows.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(rows.nth(2)).toBeFocused()
  await expect(rows.nth(2)).toHaveAttribute('aria-current', 'true')
  await page.keyboard.press('End')
  await expect(rows.last()).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(rows.nth(ids.length - 2)).toBeFocused()
  // Out of the table in one Tab, and back to the same row.
  await page.keyboard.press('Tab')
  await expect(size).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(rows.nth(ids.length - 2)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/bookings/${ids[ids.length - 2]}`)
})

test('a table wider than its box shades the side where columns are out of view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 760, height: 900 })
  await openSignedIn(page, '/bookings')
  const frame = page.locator('.table-frame')
  await expect(frame).toHaveAttribute('data-hidden-end')
  await expect(frame).not.toHaveAttribute('data-hidden-start')
  const scroller = page.locator('.table-scroll')
  await scroller.evaluate((element) => element.scrollBy({ left: 200 }))
  await expect(frame).toHaveAttribute('data-hidden-start')
  await expect(frame).toHaveAttribute('data-hidden-end')
  await scroller.evaluate((element) => element.scrollBy({ left: element.scrollWidth }))
  await expect(frame).not.toHaveAttribute('data-hidden-end')
  await scroller.evaluate((element) => element.scrollTo({ left: 0 }))
  await expect(frame).not.toHaveAttribute('data-hidden-start')
  await expect(frame).toHaveAttribute('data-hidden-end')
})

test('details become a drawer when the window narrows, and a panel again when it widens', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  await dataRows(page).first().click()
  const panel = details(page)
  await expect(panel).toContainText('customer')
  await page.setViewportSize({ width: 760, height: 900 })
  await expect.poll(() => panel.evaluate((element) => element.matches(':modal'))).toBe(true)
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused()
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect.poll(() => panel.evaluate((element) => element.matches(':modal'))).toBe(false)
  await expect(panel).toBeVisible()
})

test.describe('details end when the list behind them fails', () => {
  const listRequests = '**/api/bookings?**'
  const isLookup = (url: string) => new URL(url).searchParams.has('filters[id]')
  const failWith500 = (route: import('@playwright/test').Route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' })

  /** The id of a booking the demo service has, off the first page. */
  async function someBookingId(page: import('@playwright/test').Page): Promise<string> {
    await openSignedIn(page, '/bookings?pagination[page]=2')
    const id = await dataRows(page).first().getAttribute('data-record-id')
    expect(id).toBeTruthy()
    return id!
  }

  test('a 500 after the retries: the record, looked up by id, beside the list error', async ({
    page,
  }) => {
    const id = await someBookingId(page)
    await page.route(listRequests, (route) =>
      isLookup(route.request().url()) ? route.continue() : failWith500(route),
    )
    await page.goto(`/bookings/${id}?filters[status]=PENDING`)
    const panel = details(page)
    await expect(panel.getByRole('button', { name: 'Copy JSON' })).toBeVisible()
    await expect(panel).toContainText(id)
    await expect(page.getByRole('alert')).toContainText('HTTP 500')
  })

  test('a refused query (400): the record, looked up by id', async ({ page }) => {
    const id = await someBookingId(page)
    await page.goto(`/bookings/${id}?sorting[colour]=ASC`)
    await expect(page.getByRole('alert')).toContainText('colour')
    await expect(details(page).getByRole('button', { name: 'Copy JSON' })).toBeVisible()
    await expect(details(page)).toContainText(id)
  })

  test('a list that never answers: the record once its time limit has passed', async ({ page }) => {
    const id = await someBookingId(page)
    await page.clock.install()
    let listAsked: () => void = () => undefined
    const asked = new Promise<void>((resolve) => (listAsked = resolve))
    await page.route(listRequests, (route) => {
      if (isLookup(route.request().url())) return route.continue()
      listAsked() // and never answered
    })
    await page.goto(`/bookings/${id}?filters[status]=CONFIRMED`)
    await asked
    await expect(details(page)).toContainText('Loading the booking')
    const neverAnswered = (request: Request) =>
      request.url().includes('/api/bookings?') && !isLookup(request.url())
    await fastForwardWhenIdle(page, requestTimeoutMs + 1_000, neverAnswered)
    await expect(details(page).getByRole('button', { name: 'Copy JSON' })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('did not answer')
  })

  test('the lookup fails too: an error with Retry inside the details, and Retry finds it', async ({
    page,
  }) => {
    const id = await someBookingId(page)
    await page.route(listRequests, failWith500)
    await page.goto(`/bookings/${id}?filters[status]=PENDING`)
    const panel = details(page)
    const retry = panel.getByRole('button', { name: 'Retry' })
    await expect(retry).toBeVisible()
    await expect(panel.getByRole('alert')).toContainText(`Could not look up booking ${id}`)
    await page.unroute(listRequests)
    await retry.click()
    await expect(panel.getByRole('button', { name: 'Copy JSON' })).toBeVisible()
    await expect(panel).toContainText(id)
  })
})
