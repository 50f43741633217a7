import { dataRows, expect, openSignedIn, test } from './fixtures'

const hostileRecords = [
  {
    id: 'h1',
    name: '<img src=x onerror="window.__pwned=1">',
    script: '<script>window.__pwned=2</script>',
    long: 'Lorem ipsum '.repeat(2000),
    deep: { a: { b: { c: { d: { e: 'deep' } } } } },
    huge: 1e308,
    big: 2 ** 70,
    mixed: 42,
    homepage: 'https://example.com/path?q=1',
    trap: 'javascript:alert(document.cookie)',
    list: [1, 'two', { three: 3 }],
  },
  { id: 'h2', name: 'Plain', mixed: 'text', missing: null, homepage: 'http://example.org' },
  { id: 'h3', mixed: true, unicode: 'مرحبا \u202Eevil\u202C 🚀' },
]

test('hostile record values render as text without breaking the layout', async ({ page }) => {
  await openSignedIn(page, '/products')
  await page.route('**/api/products?**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ items: hostileRecords, total: 3 }),
    }),
  )
  // Straight to a view that is not cached yet: typing would race the debounce, whose answer
  // replaces the columns (and the filter input with them) before Enter lands.
  await page.goto('/products?filters[productType]=ANY')
  await expect(dataRows(page)).toHaveCount(3)

  await expect(
    page.getByRole('cell', { name: '<img src=x onerror="window.__pwned=1">' }),
  ).toBeVisible()
  await expect(page.getByRole('cell', { name: '<script>window.__pwned=2</script>' })).toBeVisible()
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(await page.locator('table img, table script').count()).toBe(0)

  const safe = page.getByRole('link', { name: 'https://example.com/path?q=1' })
  await expect(safe).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(safe).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('link', { name: /javascript:/ })).toHaveCount(0)
  await expect(page.getByRole('cell', { name: 'javascript:alert(document.cookie)' })).toBeVisible()

  // The page itself never scrolls sideways; a wide table scrolls inside its own box, rows stay one line high.
  const layout = await page.evaluate(() => ({
    pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
    rowHeights: [...document.querySelectorAll('tbody tr')].map(
      (row) => row.getBoundingClientRect().height,
    ),
  }))
  expect(layout.pageOverflow).toBeLessThanOrEqual(0)
  for (const height of layout.rowHeights) expect(height).toBeLessThan(60)
  await expect(page.getByText('Showing 1–3 of 3')).toBeVisible()
})
