// The console in Greek and in the pseudo-locale en-XA, at 760 and 1,280 px: nothing left in plain
// English (en-XA marks every text of the catalog), nothing overflowing or overlapping with longer
// words, and axe finds nothing serious in Greek.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { resources as resourcesInGreek } from '../src/i18n/messages/el/resources'
import { shell as shellInGreek } from '../src/i18n/messages/el/shell'
import { table as tableInGerman } from '../src/i18n/messages/de/table'
import { list as listInGerman } from '../src/i18n/messages/de/list'
import { list as listInGreek } from '../src/i18n/messages/el/list'
import { period as periodInGerman } from '../src/i18n/messages/de/period'
import { period as periodInGreek } from '../src/i18n/messages/el/period'
import { columnLabel } from '../src/lib/columns/column-labels'
import { dataRows, expect, holdAppCode, openWithStoredKeys, test } from './fixtures'

/** Whether the page scrolls sideways, and which of the headers' controls (the toolbar is in the list's) overlap. */
async function layoutFaults(page: Page) {
  return page.evaluate(() => {
    const faults: string[] = []
    const root = document.scrollingElement!
    if (root.scrollWidth > root.clientWidth + 1)
      faults.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`)
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'header a, header button, header select, header input, header label, nav[aria-label] button, .list-count, .refresh-age',
      ),
    ].filter((element) => element.getClientRects().length > 0)
    const boxes = controls.map((element) => ({ element, box: element.getBoundingClientRect() }))
    for (const [index, one] of boxes.entries())
      for (const other of boxes.slice(index + 1)) {
        if (one.element.contains(other.element) || other.element.contains(one.element)) continue
        const overlapX =
          Math.min(one.box.right, other.box.right) - Math.max(one.box.left, other.box.left)
        const overlapY =
          Math.min(one.box.bottom, other.box.bottom) - Math.max(one.box.top, other.box.top)
        if (overlapX > 1 && overlapY > 1)
          faults.push(
            `"${one.element.textContent?.trim() || one.element.getAttribute('aria-label')}" overlaps "${other.element.textContent?.trim() || other.element.getAttribute('aria-label')}"`,
          )
      }
    for (const element of controls)
      if (
        element.scrollWidth > element.clientWidth + 1 &&
        getComputedStyle(element).overflow === 'visible'
      )
        faults.push(`"${element.textContent?.trim()}" overflows its box`)
    return faults
  })
}

/** The labels made from the names of the bookings' attributes that no catalog names. */
const inferredLabels = ['productId', 'customerEmail'].map((id) => columnLabel(id))

/** Texts of the console's own (not the records' values) with no pseudo-translated letter. */
async function plainEnglishTexts(page: Page) {
  return page.evaluate((inferredLabels) => {
    const pseudo = /[^\p{ASCII}]/u
    const word = /[A-Za-z]{3,}/
    // A record's values: in its cell, or quoted in the chip of a filter (the chip with a filter's ×).
    const isData = (element: Element) =>
      element.closest(
        'tbody td, li:has(> [data-part="clear-filter"]) q, [data-value], code, pre',
      ) !== null
    // Not the catalog's: an attribute's name ("status", "(customer.name)"), a date or time that
    // Intl writes (it has no en-XA, so English), and the labels made from unknown attribute names.
    const attributeName = /^\(?[a-z][\w.]*\)?$/
    const intlDate = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}/
    const inferred = new Set(inferredLabels)
    const ours = (text: string) =>
      !attributeName.test(text.trim()) && !intlDate.test(text) && !inferred.has(text.trim())
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, template, [hidden]') || isData(parent)) continue
      if (parent.getClientRects().length === 0) continue
      if (word.test(text) && !pseudo.test(text) && ours(text)) found.push(text.trim())
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (isData(element)) continue
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)
        if (value && word.test(value) && !pseudo.test(value) && ours(value))
          found.push(`${name}="${value}"`)
      }
    }
    return found
  }, inferredLabels)
}

for (const width of [760, 1280]) {
  test.describe(`en-XA at ${width} px`, () => {
    test.use({ locale: 'en-XA', viewport: { width, height: 800 } })

    test('no text escapes the catalog, and longer words fit', async ({ page }, testInfo) => {
      await openWithStoredKeys(page, '/bookings?filters[status]=PENDING')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
      await expect(page.getByRole('combobox', { name: /\[.*\]/ }).first()).toBeVisible()
      await expect(dataRows(page).first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: testInfo.outputPath(`en-XA-${width}.png`), fullPage: true })
      expect(await plainEnglishTexts(page)).toEqual([])
      expect(await layoutFaults(page)).toEqual([])
    })
  })

  test.describe(`Greek at ${width} px`, () => {
    test.use({ locale: 'el-GR', viewport: { width, height: 800 } })

    test('the list in Greek fits, with Greek plurals and numbers', async ({ page }, testInfo) => {
      await openWithStoredKeys(page, '/products')
      await expect(page.locator('html')).toHaveAttribute('lang', 'el')
      await expect(page.getByRole('link', { name: resourcesInGreek.products })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: testInfo.outputPath(`el-${width}.png`), fullPage: true })
      expect(await layoutFaults(page)).toEqual([])
    })
  })
}

// A phone: the list's header fits in every language, its tools wrapping whole, the count beside
// the heading clear of the rows' age.
for (const locale of ['en-US', 'de-DE', 'el-GR'])
  test.describe(`${locale} at 390 px`, () => {
    test.use({ locale, viewport: { width: 390, height: 800 } })

    test('the bookings list fits the width', async ({ page }, testInfo) => {
      await openWithStoredKeys(page, '/bookings')
      await expect(dataRows(page).first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: testInfo.outputPath(`${locale}-390.png`) })
      expect(await layoutFaults(page)).toEqual([])
    })

    test("a period's buttons all show within the width", async ({ page }) => {
      await openWithStoredKeys(page, '/bookings?from=2026-11-20&to=2026-11-21')
      const periodButtons = page.locator('.period-bar button')
      await expect(periodButtons.last()).toBeVisible()
      const cut = await periodButtons.evaluateAll((buttons) =>
        buttons
          .filter(
            (button) => button.getBoundingClientRect().right > document.documentElement.clientWidth,
          )
          .map((button) => button.textContent),
      )
      expect(cut).toEqual([])
    })
  })

// The narrowest phones: the rows stay where they were painted as the app's code comes in (the period
// bar with it, shown on "Filters and tools"), and the bar then fits the width in every language.
for (const [locale, width, period, tools] of [
  ['en-US', 320, 'Period', 'Filters and tools'],
  ['de-DE', 360, periodInGerman.period, listInGerman.phoneTools],
  ['el-GR', 360, periodInGreek.period, listInGreek.phoneTools],
  ['el-GR', 400, periodInGreek.period, listInGreek.phoneTools],
] as const)
  test.describe(`${locale} at ${width} px`, () => {
    test.use({ locale, viewport: { width, height: 900 } })

    test('the rows stay in place when the period bar arrives', async ({ page }) => {
      await openWithStoredKeys(page, '/bookings')
      const release = await holdAppCode(page)
      await page.reload({ waitUntil: 'commit' })
      await expect(dataRows(page).first()).toBeVisible()
      const bar = page.getByRole('group', { name: period })
      await expect(page.locator('.period-bar')).toHaveCount(0)
      const painted = await dataRows(page).first().boundingBox()
      release()
      await expect(page.locator('.period-bar button').last()).toBeAttached()
      expect(await dataRows(page).first().boundingBox()).toEqual(painted)
      await page.getByRole('button', { name: tools }).click()
      await expect(bar.getByRole('button').last()).toBeVisible()
      const cut = await bar
        .getByRole('button')
        .evaluateAll((buttons) =>
          buttons
            .filter((button) => button.getBoundingClientRect().right > window.innerWidth)
            .map((button) => button.textContent),
        )
      expect(cut).toEqual([])
    })
  })

test.describe('German at 760 px', () => {
  test.use({ locale: 'de-DE', viewport: { width: 760, height: 800 } })

  test("a long pager's page and steps keep together", async ({ page }) => {
    await openWithStoredKeys(page, '/bookings?pagination[page]=176')
    const pager = page.getByRole('navigation', { name: tableInGerman.pagination })
    const top = async (name: string) =>
      (await pager.getByRole('button', { name, exact: true }).boundingBox())?.y
    await expect(pager.getByRole('button', { name: tableInGerman.nextPage })).toBeEnabled()
    // Read once React has the pager: the painted one it replaces may be gone for a moment.
    await expect(page.getByRole('button', { name: listInGerman.columns })).toBeVisible()
    const next = await top(tableInGerman.nextPage)
    expect(next).toBeDefined()
    expect(next).toBe(await top(tableInGerman.previousPage))
    expect(await layoutFaults(page)).toEqual([])
  })
})

test.describe('Greek, axe', () => {
  test.use({ locale: 'el-GR' })
  test.slow()

  test('axe: 0 serious in Greek, on a list and on the sign-in page', async ({ page }) => {
    await openWithStoredKeys(page, '/bookings')
    await expect(page.locator('html')).toHaveAttribute('lang', 'el')
    await page.waitForLoadState('networkidle')
    for (const state of ['bookings', 'sign-in']) {
      if (state === 'sign-in') {
        await page.getByRole('button', { name: shellInGreek.signOut }).click()
        await expect(page).toHaveURL(/\/sign-in/)
      }
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${state}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        )
      expect(serious).toEqual([])
    }
  })
})

for (const locale of ['en-US', 'de-DE', 'el-GR']) {
  test.describe(`${locale} at 1,280 px`, () => {
    test.use({ locale, viewport: { width: 1280, height: 800 } })

    test("a product's dates and times show whole, as the language writes them", async ({
      page,
    }) => {
      await openWithStoredKeys(page, '/products')
      const cells = page.locator('tbody td.cell-datetime')
      await expect(cells.first()).toBeVisible()
      const cut = await cells.evaluateAll((all) =>
        all.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
      )
      expect(cut).toEqual([])
    })
  })
}
