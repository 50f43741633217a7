// Typing "Florence" into the city filter of /products, 50 ms a key as staff type: the requests
// until the filtered rows show (with and without the next page's prefetch) and the time from the
// last key to those rows; then "Lisbon" and Enter, and the time from Enter to its request.
import type { Browser } from '@playwright/test'
import { loadUntilFirstRow, newContext } from './instrumented-context.ts'

export async function typeFilter(browser: Browser, origin: string) {
  const context = await newContext(browser)
  const page = await context.newPage()
  await loadUntilFirstRow(page, `${origin}/products`)
  await page.waitForLoadState('networkidle')
  const input = page.getByRole('combobox', { name: 'Filter city' })
  await input.click()
  await page.evaluate(() => {
    const bench = (window as unknown as { __bench: Record<string, number> }).__bench
    document.addEventListener('keydown', () => (bench.lastKey = performance.now()), true)
    new MutationObserver(() => {
      const cells = [...document.querySelectorAll('table tbody td')].map((cell) => cell.textContent)
      if (
        !bench.filtered &&
        document.querySelector('table[aria-busy="false"]') &&
        cells.includes('Florence') &&
        !cells.includes('Lisbon')
      ) {
        bench.filtered = performance.now()
      }
    }).observe(document.querySelector('table')!, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    })
  })
  await input.pressSequentially('Florence', { delay: 50 })
  await page.waitForFunction(
    () => (window as unknown as { __bench: { filtered?: number } }).__bench.filtered,
  )
  await page.waitForLoadState('networkidle')
  const result = await page.evaluate(() => {
    const bench = (
      window as unknown as {
        __bench: {
          fetches: { url: string }[]
          filtered: number
          lastKey: number
        }
      }
    ).__bench
    const cityRequests = bench.fetches.filter((call) =>
      decodeURIComponent(call.url).includes('filters[city]'),
    )
    return {
      // Requests for the filtered first page; the app then prefetches the next page separately.
      requests: cityRequests.filter((call) =>
        decodeURIComponent(call.url).includes('pagination[page]=0'),
      ).length,
      // The next page is prefetched once the filtered rows show, so paging on is instant.
      requestsWithPrefetch: bench.fetches.filter((call) =>
        decodeURIComponent(call.url).includes('filters[city]'),
      ).length,
      rowsAfterLastKeyMs: bench.filtered - bench.lastKey,
    }
  })

  await input.fill('')
  await page.waitForLoadState('networkidle')
  await input.pressSequentially('Lisbon')
  const enterMs = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const bench = (window as unknown as { __bench: { fetches: { url: string; at: number }[] } })
          .__bench
        const input = document.activeElement as HTMLInputElement
        const started = performance.now()
        const count = bench.fetches.length
        const poll = () => {
          const call = bench.fetches
            .slice(count)
            .find((entry) => decodeURIComponent(entry.url).includes('filters[city]=Lisbon'))
          if (call) resolve(call.at - started)
          else if (performance.now() - started > 15_000) reject(new Error('no request after Enter'))
          else requestAnimationFrame(poll)
        }
        input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
        poll()
      }),
  )
  await context.close()
  return { ...result, enterMs }
}
