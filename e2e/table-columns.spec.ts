import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { columnValues, dataRows, expect, openSignedIn, test } from './fixtures'

const width = (locator: Locator) =>
  locator.evaluate((element) => Math.round(element.getBoundingClientRect().width))

/** The table's scrolling box: the table's parent, as a person sees it, not found by class. */
function scroller(page: Page) {
  return page.getByRole('table').locator('xpath=..')
}

test('columns resize by keyboard and by pointer, and keep their width after a reload', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const handle = page.getByRole('separator', { name: 'Resize productName' })
  const header = page.getByRole('columnheader', { name: 'productName' })
  await expect(handle).toHaveAttribute('aria-orientation', 'vertical')
  await expect(handle).toHaveAttribute('aria-valuemin', /^\d+$/)
  await expect(handle).toHaveAttribute('aria-valuemax', /^\d+$/)
  const natural = Number(await handle.getAttribute('aria-valuenow'))
  expect(await width(header)).toBe(natural)

  await handle.focus()
  await page.keyboard.press('ArrowRight')
  await expect(handle).toHaveAttribute('aria-valuenow', String(natural + 10))
  await page.keyboard.press('Shift+ArrowLeft')
  await expect(handle).toHaveAttribute('aria-valuenow', String(natural - 40))
  await expect.poll(() => width(header)).toBe(natural - 40)

  const box = (await handle.boundingBox())!
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width / 2, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + 30, y, { steps: 3 })
  await page.mouse.move(box.x + box.width / 2 + 100, y, { steps: 3 })
  await page.mouse.up()
  await expect(handle).toHaveAttribute('aria-valuenow', String(natural + 60))
  await expect.poll(() => width(header)).toBe(natural + 60)

  await page.reload()
  await expect(dataRows(page).first()).toBeVisible()
  await expect(handle).toHaveAttribute('aria-valuenow', String(natural + 60))
  // The painted first view has the width too; React may be taking its place as it is read.
  await expect.poll(() => width(header)).toBe(natural + 60)

  await handle.dblclick()
  await expect(handle).toHaveAttribute('aria-valuenow', String(natural))
  await expect.poll(() => width(header)).toBe(natural)
})

test('a pinned column stays at the left edge when the table is scrolled to its right end', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openSignedIn(page, '/bookings')
  await page.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('checkbox', { name: 'Pin reference' }).check()
  await page.keyboard.press('Escape')
  const [reference] = await columnValues(page, 'reference')

  const table = scroller(page)
  await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
  await expect
    .poll(() =>
      table.evaluate((element) => element.scrollLeft + element.clientWidth >= element.scrollWidth),
    )
    .toBe(true)
  // What a person sees at the left edge of the first row: the pinned reference, not what scrolled.
  const row = await dataRows(page).first().boundingBox()
  const edge = await table.boundingBox()
  const seen = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('td, th')?.textContent ?? '',
    { x: edge!.x + 20, y: row!.y + row!.height / 2 },
  )
  expect(seen).toBe(reference)
  const header = await page.getByRole('columnheader', { name: 'reference' }).boundingBox()
  const seenHeader = await page.evaluate(
    ({ x, y }) => (document.elementFromPoint(x, y)?.closest('th') as HTMLElement | null)?.dataset,
    { x: edge!.x + 20, y: header!.y + header!.height / 2 },
  )
  expect(seenHeader?.column).toBe('reference')

  await page.reload()
  await expect(dataRows(page).first()).toBeVisible()
  await page.getByRole('button', { name: 'Columns' }).click()
  await expect(page.getByRole('checkbox', { name: 'Pin reference' })).toBeChecked()
})

test('the header and filter row stay in view while the rows scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await openSignedIn(page, '/bookings?pagination[size]=20')
  const table = scroller(page)
  const header = page.getByRole('columnheader', { name: 'status' })
  const filter = page.getByRole('combobox', { name: 'Filter status' })
  const before = (await header.boundingBox())!

  const row = (await dataRows(page).nth(2).boundingBox())!
  await page.mouse.move(row.x + 40, row.y + row.height / 2)
  await page.mouse.wheel(0, 240)
  await expect.poll(() => table.evaluate((element) => element.scrollTop)).toBeGreaterThan(100)

  for (const part of [header, filter]) {
    const box = (await part.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    // What a pointer at its centre reaches is this part, not a row scrolled under it.
    const onTop = await part.evaluate(
      (element, { x, y }) => element.contains(document.elementFromPoint(x, y)),
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    )
    expect(onTop).toBe(true)
  }
  expect((await header.boundingBox())!.y).toBe(before.y)
})

test('axe: the table with resize handles and a pinned column', async ({ page }) => {
  test.slow()
  await openSignedIn(page, '/bookings')
  await expect(page.getByRole('separator', { name: 'Resize status' })).toBeVisible()
  await page.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('checkbox', { name: 'Pin reference' }).check()
  await page.keyboard.press('Escape')
  await page.getByRole('separator', { name: 'Resize reference' }).focus()
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)
  expect(serious).toEqual([])
})
