// On a cold-loaded list (see page-loads.ts), measured inside the page so that the harness's round
// trips do not count: a row click to the record details, and "Next page" to the new rows.
import type { Page } from '@playwright/test'

/** A row click to the record details panel, whose code is loaded on demand. */
export async function openRecordDetails(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle')
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const started = performance.now()
        new MutationObserver((_records, observer) => {
          const heading = [...document.querySelectorAll('h2')].find(
            (element) => element.textContent?.trim() === 'Record details',
          )
          if (heading) {
            observer.disconnect()
            resolve(performance.now() - started)
          }
        }).observe(document.body, { childList: true, subtree: true })
        document.querySelector<HTMLElement>('table tbody tr:not(.day-separator)')!.click()
      }),
  )
}

export async function nextPage(page: Page): Promise<number> {
  // The app prefetches page 2 once page 1 is shown; measure the flip once that request is done.
  await page
    .waitForResponse((response) => response.url().includes('pagination[page]=1'), { timeout: 5000 })
    .catch(() => undefined)
  await page.waitForLoadState('networkidle')
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const firstCell = () =>
          document.querySelector('table tbody tr:not(.day-separator)')?.textContent
        const before = firstCell()
        const button = [...document.querySelectorAll('button')].find(
          (element) => element.getAttribute('aria-label') === 'Next page',
        )!
        const started = performance.now()
        const observer = new MutationObserver(() => {
          if (firstCell() !== before) {
            observer.disconnect()
            requestAnimationFrame(() => resolve(performance.now() - started))
          }
        })
        observer.observe(document.querySelector('table')!, {
          childList: true,
          subtree: true,
          characterData: true,
        })
        button.click()
      }),
  )
}
