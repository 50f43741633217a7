// The list toolbar: its messages never move its buttons, saved views never lose work, and its
// menus fit the viewport.
import type { Locator, Page } from '@playwright/test'
import { list as listInGreek } from '../src/i18n/messages/el/list'
import { columnValues, dataRows, expect, openSignedIn, openWithStoredKeys, test } from './fixtures'

const toolbarButtons = ['Refresh', 'Saved views', 'Columns', 'Export CSV', 'Copy link', 'Request']

async function toolbarBoxes(page: Page) {
  const boxes = []
  for (const name of toolbarButtons) {
    const button = page.getByRole('button', { name, exact: true })
    await expect(button).toBeVisible()
    boxes.push({ name, box: await button.boundingBox() })
  }
  boxes.push({
    name: 'UTC times',
    box: await page.getByRole('checkbox', { name: 'UTC times' }).boundingBox(),
  })
  return boxes
}

/** Holds every export request until released. */
async function holdExport(page: Page) {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/bookings?**pagination[size]=20**', async (route) => {
    await held
    await route.continue().catch(() => undefined)
  })
  return release
}

for (const width of [1280, 760]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('the toolbar’s buttons stay put while its messages show', async ({ page }) => {
      await openSignedIn(page, '/bookings?filters[status]=PENDING')
      const before = await toolbarBoxes(page)

      await page.getByRole('button', { name: 'Copy link' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
      expect(await toolbarBoxes(page)).toEqual(before)
      // The link of the view shown, as the address bar has it.
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())

      const release = await holdExport(page)
      const downloading = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Export CSV' }).click()
      await expect(page.getByRole('progressbar', { name: 'Export CSV' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 })
      expect(await toolbarBoxes(page)).toEqual(before)

      release()
      await downloading
      const done = page.getByRole('status').filter({ hasText: 'Exported 55 bookings.' })
      await expect(done).toBeVisible()
      expect(await toolbarBoxes(page)).toEqual(before)
      // Its "×" closes it and hands focus back to the button that started the export.
      await done.getByRole('button', { name: 'Dismiss' }).click()
      await expect(done).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Export CSV' })).toBeFocused()
    })

    test('a stopped export’s alert and its Cancel: usable, and nothing moves', async ({ page }) => {
      await openSignedIn(page, '/bookings')
      const before = await toolbarBoxes(page)
      const release = await holdExport(page)
      await page.getByRole('button', { name: 'Export CSV' }).click()
      await expect(page.getByRole('progressbar', { name: 'Export CSV' })).toBeVisible()
      await page.getByRole('button', { name: 'Cancel' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Export cancelled.' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Export CSV' })).toBeFocused()
      expect(await toolbarBoxes(page)).toEqual(before)
      release()
    })
  })
}

test('an export that ends while its Cancel has focus hands focus back to Export CSV', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings?filters[status]=PENDING')
  const release = await holdExport(page)
  const downloading = page.waitForEvent('download')
  const exportButton = page.getByRole('button', { name: 'Export CSV' })
  await exportButton.click()
  const cancel = page.getByRole('button', { name: 'Cancel' })
  await expect(cancel).toBeVisible()
  // The message stack follows the toolbar: Tab goes past "Export options", "Copy link", "Print"
  // and "Request" to Cancel.
  for (let step = 0; step < 5; step++) await page.keyboard.press('Tab')
  await expect(cancel).toBeFocused()

  release()
  await downloading
  await expect(page.getByRole('status').filter({ hasText: 'Exported 55 bookings.' })).toBeVisible()
  await expect(cancel).toHaveCount(0)
  await expect(exportButton).toBeFocused()
})

test.describe('Saved views', () => {
  const savedView = (page: Page, name: string) =>
    page.getByRole('list', { name: 'Saved views' }).getByRole('link', { name, exact: true })

  async function saveView(page: Page, name: string) {
    const menu = page.getByRole('button', { name: 'Saved views' })
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click()
    await page.getByRole('textbox', { name: 'View name' }).fill(name)
    await page.getByRole('button', { name: 'Save current view' }).click()
  }

  async function filterStatus(page: Page, status: string) {
    const filter = page.getByRole('combobox', { name: 'Filter status' })
    await filter.fill(status)
    await filter.press('Enter')
    await expect(page).toHaveURL(`/bookings?filters[status]=${status}`)
  }

  test('saving under a name in use asks first: replace it, or save beside it', async ({ page }) => {
    await openSignedIn(page, '/bookings?filters[status]=PENDING')
    await saveView(page, 'Open')
    await expect(page.getByRole('status').filter({ hasText: 'Saved view “Open”.' })).toBeVisible()
    await expect(savedView(page, 'Open')).toHaveAttribute(
      'href',
      '/bookings?filters[status]=PENDING',
    )

    await page.keyboard.press('Escape')
    await filterStatus(page, 'CANCELLED')
    await saveView(page, 'Open')
    const question = page.getByRole('group', { name: /A view named “Open” exists/ })
    await expect(question).toBeVisible()
    // Nothing is replaced until the person says so.
    await expect(savedView(page, 'Open')).toHaveAttribute(
      'href',
      '/bookings?filters[status]=PENDING',
    )
    await question.getByRole('button', { name: 'Save as “Open (2)”' }).click()
    await expect(savedView(page, 'Open (2)')).toHaveAttribute(
      'href',
      '/bookings?filters[status]=CANCELLED',
    )
    await expect(savedView(page, 'Open')).toHaveAttribute(
      'href',
      '/bookings?filters[status]=PENDING',
    )

    await saveView(page, 'Open')
    await question.getByRole('button', { name: 'Replace' }).click()
    await expect(question).toHaveCount(0)
    await expect(savedView(page, 'Open')).toHaveAttribute(
      'href',
      '/bookings?filters[status]=CANCELLED',
    )
    await expect(
      page.getByRole('status').filter({ hasText: 'Replaced view “Open”.' }),
    ).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'View name' })).toBeFocused()
  })

  test('× deletes a view and Undo brings it back', async ({ page }) => {
    await openSignedIn(page, '/bookings?filters[status]=PENDING&sorting[totalPrice]=DESC')
    await saveView(page, 'Largest pending')
    await page.getByRole('button', { name: 'Delete view Largest pending' }).click()
    await expect(savedView(page, 'Largest pending')).toHaveCount(0)
    const deleted = page.getByRole('status').filter({ hasText: 'Deleted view “Largest pending”.' })
    const undo = deleted.getByRole('button', { name: 'Undo' })
    // Focus goes to the way back, not to the page.
    await expect(undo).toBeFocused()
    await undo.click()
    await expect(deleted).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Saved views' })).toBeFocused()
    await page.reload()
    await page.getByRole('button', { name: 'Saved views' }).click()
    await expect(savedView(page, 'Largest pending')).toHaveAttribute(
      'href',
      '/bookings?filters[status]=PENDING&sorting[totalPrice]=DESC',
    )
  })

  test('deleting views one after another: one Undo brings every one back', async ({ page }) => {
    await openSignedIn(page, '/bookings?filters[status]=PENDING')
    await saveView(page, 'First')
    await saveView(page, 'Second')
    await page.getByRole('button', { name: 'Delete view First' }).click()
    await page.getByRole('button', { name: 'Delete view Second' }).click()
    await expect(page.getByRole('list', { name: 'Saved views' })).toHaveCount(0)
    const deleted = page.getByRole('status').filter({ hasText: 'Deleted 2 views.' })
    await expect(deleted.getByRole('button', { name: 'Undo' })).toBeFocused()
    // Saving another view meanwhile takes no Undo away.
    await saveView(page, 'Third')
    await expect(page.getByRole('status').filter({ hasText: 'Saved view “Third”.' })).toBeVisible()
    await deleted.getByRole('button', { name: 'Undo' }).click()
    await expect(deleted).toHaveCount(0)
    await page.reload()
    await page.getByRole('button', { name: 'Saved views' }).click()
    await expect(page.getByRole('list', { name: 'Saved views' }).getByRole('link')).toHaveText([
      'First',
      'Second',
      'Third',
    ])
  })

  test('a view opened in a new tab leaves this tab’s address and columns alone', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, '/bookings?filters[status]=PENDING')
    await saveView(page, 'Pending')
    await page.keyboard.press('Escape')
    await filterStatus(page, 'CANCELLED')
    await page.getByRole('button', { name: 'Columns' }).click()
    await page.getByRole('checkbox', { name: 'Status (status)', exact: true }).uncheck()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('combobox', { name: 'Filter status' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Saved views' }).click()
    const opened = context.waitForEvent('page')
    await savedView(page, 'Pending').click({ modifiers: ['ControlOrMeta'] })
    const tab = await opened
    await expect(tab).toHaveURL(/PENDING/)
    await tab.close()

    await expect(page).toHaveURL('/bookings?filters[status]=CANCELLED')
    await expect(page.getByRole('combobox', { name: 'Filter status' })).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('combobox', { name: /^Filter / }).first()).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Filter status' })).toHaveCount(0)
  })

  test('a view keeps filters, sort, size and columns, and its page only when asked', async ({
    page,
  }) => {
    await openSignedIn(
      page,
      '/bookings?filters[status]=PENDING&sorting[totalPrice]=DESC&pagination[page]=2&pagination[size]=5',
    )
    await page.getByRole('button', { name: 'Columns' }).click()
    await page.getByRole('checkbox', { name: 'Status (status)', exact: true }).uncheck()
    await page.keyboard.press('Escape')
    await saveView(page, 'Pending')
    await expect(savedView(page, 'Pending')).toHaveAttribute(
      'href',
      '/bookings?filters[status]=PENDING&sorting[totalPrice]=DESC&pagination[size]=5',
    )
    await page.getByRole('textbox', { name: 'View name' }).fill('Pending, page 3')
    await page.getByRole('checkbox', { name: 'Include page 3' }).check()
    await page.getByRole('button', { name: 'Save current view' }).click()
    await expect(savedView(page, 'Pending, page 3')).toHaveAttribute(
      'href',
      '/bookings?filters[status]=PENDING&sorting[totalPrice]=DESC&pagination[page]=2&pagination[size]=5',
    )

    // Opening the view brings its columns back.
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Columns' }).click()
    await page.getByRole('button', { name: 'Reset columns' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('combobox', { name: 'Filter status' })).toBeVisible()
    await page.getByRole('button', { name: 'Saved views' }).click()
    await savedView(page, 'Pending').click()
    await expect(page).toHaveURL(
      '/bookings?filters[status]=PENDING&sorting[totalPrice]=DESC&pagination[size]=5',
    )
    await expect(page.getByRole('combobox', { name: 'Filter status' })).toHaveCount(0)
  })

  test('a view stored with its page before the choice existed opens at page 1', async ({
    page,
  }) => {
    await openSignedIn(page, '/bookings')
    await page.evaluate(() =>
      localStorage.setItem(
        'distribution-console.views.bookings',
        JSON.stringify([{ name: 'Old', search: 'filters[status]=PENDING&pagination[page]=4' }]),
      ),
    )
    await page.reload()
    await page.getByRole('button', { name: 'Saved views' }).click()
    await savedView(page, 'Old').click()
    await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
  })
})

test.describe('Saved views across resources', () => {
  async function saveView(page: Page, name: string) {
    await page.getByRole('button', { name: 'Saved views' }).click()
    await page.getByRole('textbox', { name: 'View name' }).fill(name)
    await page.getByRole('button', { name: 'Save current view' }).click()
    await page.keyboard.press('Escape')
  }

  test('one list on every resource and in the navigation, and the page names the view shown', async ({
    page,
  }) => {
    await openSignedIn(page, '/bookings?filters[status]=PENDING')
    await saveView(page, 'Pending bookings')
    await expect(page.getByText('Saved view: Pending bookings', { exact: true })).toBeVisible()

    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Products' }).click()
    await expect(page).toHaveURL('/products')
    // Not a view of products: no view is named here.
    await expect(page.getByText(/^Saved view:/)).toHaveCount(0)
    await page.getByRole('button', { name: 'Saved views' }).click()
    await expect(page.getByText('No saved views yet.')).toHaveCount(0)
    const inToolbar = page.getByRole('group', { name: 'Saved views' })
    await expect(inToolbar.getByRole('link', { name: 'Pending bookings' })).toHaveAttribute(
      'href',
      '/bookings?filters[status]=PENDING',
    )
    await page.keyboard.press('Escape')

    await nav.getByRole('button', { name: 'Views', exact: true }).click()
    await nav
      .getByRole('list', { name: 'Saved views' })
      .getByRole('link', { name: 'Pending bookings', exact: true })
      .click()
    await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
    expect(new Set(await columnValues(page, 'status'))).toEqual(new Set(['PENDING']))
    await expect(page.getByText('Saved view: Pending bookings', { exact: true })).toBeVisible()
    // The menu closed with its link: focus went back to its button, not to the page.
    await expect(nav.getByRole('button', { name: 'Views', exact: true })).toBeFocused()
  })

  test('a changed view says so, and Save keeps the change while Revert goes back', async ({
    page,
  }) => {
    await openSignedIn(page, '/bookings?filters[status]=PENDING')
    await saveView(page, 'Pending bookings')
    const filter = page.getByRole('combobox', { name: 'Filter status' })
    await filter.fill('CANCELLED')
    await filter.press('Enter')
    await expect(page).toHaveURL('/bookings?filters[status]=CANCELLED')
    await expect(page.getByText('Saved view: Pending bookings, changed')).toBeVisible()

    await page.getByRole('button', { name: 'Revert', exact: true }).click()
    await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
    await expect(page.getByText('Saved view: Pending bookings', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Revert', exact: true })).toHaveCount(0)
    // The note keeps the focus that its button had, and says what it now shows.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Saved view: Pending bookings',
    )

    // Hiding a column changes the view too; Revert brings the column back.
    await page.getByRole('button', { name: 'Columns' }).click()
    await page.getByRole('checkbox', { name: 'Participants (participants)', exact: true }).uncheck()
    await page.keyboard.press('Escape')
    await expect(page.getByText('Saved view: Pending bookings, changed')).toBeVisible()
    await page.getByRole('button', { name: 'Revert', exact: true }).click()
    await expect(page.getByRole('combobox', { name: 'Filter participants' })).toBeVisible()
    await expect(page.getByText('Saved view: Pending bookings', { exact: true })).toBeVisible()

    await page.getByLabel('Rows per page').selectOption('20')
    await expect(page).toHaveURL('/bookings?filters[status]=PENDING&pagination[size]=20')
    await expect(page.getByText('Saved view: Pending bookings, changed')).toBeVisible()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Saved view: Pending bookings', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Saved views' }).click()
    await expect(
      page
        .getByRole('group', { name: 'Saved views' })
        .getByRole('link', { name: 'Pending bookings' }),
    ).toHaveAttribute('href', '/bookings?filters[status]=PENDING&pagination[size]=20')

    // Another tab is another session: it names the view only where the address is the view's.
    const other = await page.context().newPage()
    await openSignedIn(other, '/bookings?filters[status]=PENDING&pagination[size]=20')
    await expect(other.getByText('Saved view: Pending bookings', { exact: true })).toBeVisible()
    await other.goto('/bookings?filters[status]=CANCELLED')
    await expect(dataRows(other).first()).toBeVisible()
    await expect(other.getByText(/^Saved view:/)).toHaveCount(0)
  })

  test('views kept per resource before are read into the one list', async ({ page }) => {
    await openSignedIn(page, '/suppliers')
    await page.evaluate(() => {
      localStorage.setItem(
        'distribution-console.views.products',
        JSON.stringify([{ name: 'Tours', search: 'filters[productType]=tour' }]),
      )
      localStorage.setItem(
        'distribution-console.views.bookings',
        JSON.stringify([{ name: 'Tours', search: 'filters[status]=PENDING' }]),
      )
    })
    await page.reload()
    await page.getByRole('button', { name: 'Saved views' }).click()
    const views = page.getByRole('group', { name: 'Saved views' })
    await expect(views.getByRole('link')).toHaveText(['Tours', 'Tours (2)'])
    await views.getByRole('link', { name: 'Tours (2)' }).click()
    await expect(page).toHaveURL('/products?filters[productType]=tour')
    await expect(page.getByText('Saved view: Tours (2)', { exact: true })).toBeVisible()
  })
})

async function expectInViewport(page: Page, locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 })
  const box = (await locator.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 760, height: 800 },
  { width: 1280, height: 500 },
  { width: 760, height: 500 },
]) {
  test(`menus fit a ${viewport.width} × ${viewport.height} viewport`, async ({ page }) => {
    await page.setViewportSize(viewport)
    // Products have 16 columns: the longest Columns menu.
    await openSignedIn(page, '/products')
    await page.getByRole('button', { name: 'Columns' }).click()
    const columns = page.getByRole('group', { name: 'Columns' })
    await expectInViewport(page, columns)
    await expectInViewport(page, columns.getByRole('button', { name: 'Reset columns' }))
    await expectInViewport(page, columns.getByRole('checkbox', { name: 'Compact rows' }))
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Saved views' }).click()
    const views = page.getByRole('group', { name: 'Saved views' })
    await expectInViewport(page, views)
    await expectInViewport(page, views.getByRole('button', { name: 'Save current view' }))
    await page.keyboard.press('Escape')

    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('?')
    const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expectInViewport(page, shortcuts)
    await expect(shortcuts.getByRole('button', { name: 'Close' })).toBeVisible()
  })
}

test.describe('in Greek at 420 px', () => {
  test.use({ locale: 'el-GR', viewport: { width: 420, height: 800 } })

  test("the Columns menu's long names wrap, and every row's buttons stay inside it", async ({
    page,
  }) => {
    await openWithStoredKeys(page, '/products')
    // A phone's toolbar shows on asking.
    await page.getByRole('button', { name: listInGreek.phoneTools }).click()
    await page.getByRole('button', { name: listInGreek.columns, exact: true }).click()
    const menu = page.getByRole('group', { name: listInGreek.columns })
    await expect(menu.getByRole('checkbox').first()).toBeVisible()
    const outside = await menu.evaluate((element) => {
      const right = element.getBoundingClientRect().right
      return [...element.querySelectorAll('li button, li input')]
        .filter((control) => control.getBoundingClientRect().right > right)
        .map((control) => control.getAttribute('aria-label') ?? control.textContent)
    })
    expect(outside).toEqual([])
  })
})
