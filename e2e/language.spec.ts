// The console in the reader's language (README, "Language"): the browser's first language that it
// has, or the one chosen in the header, remembered; a switch keeps the view as it is.
import { dataRows, daySeparators, expect, openSignedIn, openWithStoredKeys, test } from './fixtures'

test('"Language" switches in place: same URL, same rows, focus kept; remembered on reload', async ({
  page,
}) => {
  const path = '/products?sorting[price]=DESC&pagination[size]=5'
  await openSignedIn(page, path)
  const url = page.url()
  const recordIds = () =>
    dataRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-record-id')))
  const rows = await recordIds()
  expect(rows).toHaveLength(5)
  const language = page.getByRole('combobox', { name: 'Language' })
  await expect(language).toHaveValue('en')
  await language.focus()
  await language.selectOption('Deutsch')

  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Produkte' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toBeFocused()
  expect(page.url()).toBe(url)
  // The same records, their numbers and dates now written as German writes them, under German
  // headers, whether or not a column's width changed with them.
  expect(await recordIds()).toEqual(rows)
  await expect(dataRows(page).first()).toContainText(/\d\.\d{3}\s/)
  await expect(page.getByRole('columnheader', { name: /^Preis/ })).toBeVisible()
  // Attributes no configuration names, but the products' records carry, are in German too.
  await expect(page.getByRole('columnheader', { name: /^Bewertung/ })).toHaveCount(1)

  await page.reload()
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de')

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('Ελληνικά')
  await expect(page.getByRole('button', { name: 'Αποσύνδεση' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'el')
  await page.getByRole('combobox', { name: 'Γλώσσα' }).selectOption('English')
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('a language whose texts cannot be loaded: said in the language in force, the choice kept', async ({
  page,
}) => {
  await page.route(/\/assets\/de-[^/]+\.js$/, (route) => route.abort())
  await openSignedIn(page, '/products')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Ελληνικά')
  const language = page.getByRole('combobox', { name: 'Γλώσσα' })
  await language.selectOption('Deutsch')
  await expect(page.getByRole('alert')).toContainText('Deutsch: δεν ήταν δυνατή η φόρτωση.')
  await expect(page.getByRole('alert').getByRole('button', { name: 'Επαναφόρτωση' })).toBeVisible()
  await expect(language).toHaveValue('el')
  await expect(page.locator('html')).toHaveAttribute('lang', 'el')
  // A language that does load puts the message away.
  await language.selectOption('English')
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test.describe('a browser in Austrian German', () => {
  test.use({ locale: 'de-AT' })

  test('gets German from the first paint on, never English first', async ({ page }) => {
    await openWithStoredKeys(page, '/bookings')
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible()
    // From here on, every text the page shows while it loads is watched.
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { seenTexts: string[] }).seenTexts = seen
      new MutationObserver(() => seen.push(document.body?.innerText ?? '')).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      })
    })
    await page.reload()
    await expect(dataRows(page).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Buchungen' })).toBeVisible()
    const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts)
    expect(seen.some((text) => text.includes('Abmelden'))).toBe(true)
    expect(seen.filter((text) => /Sign out|Skip to content/.test(text))).toEqual([])
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })
})

test('a switch writes the day separators again in the new language', async ({ page }) => {
  await openSignedIn(page, '/bookings')
  const separator = daySeparators(page).first()
  await expect(separator).toHaveText(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, /)
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Deutsch')
  await expect(separator).toHaveText(
    /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), /,
  )
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('English')
  await expect(separator).toHaveText(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, /)
})

test("the browser's tab is titled with the page shown, in the language in force", async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  await expect(page).toHaveTitle('Bookings · Distribution Console')
  await page.getByRole('link', { name: 'Products' }).click()
  await expect(page).toHaveTitle('Products · Distribution Console')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Deutsch')
  await expect(page).toHaveTitle('Produkte · Distribution Console')
  await page.getByRole('button', { name: 'Abmelden' }).click()
  await expect(page).toHaveTitle('Anmelden · Distribution Console')
})
