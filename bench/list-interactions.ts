// On a cold-loaded list (see page-loads.ts), measured inside the page so that the harness's round
// trips do not count: a row click to the record details, and "Next page" to the new rows.
import type { Page } from '@playwright/test'

/** How long a measured step may take before the bench gives up on it rather than wait forever. */
const stepTimeoutMs = 15_000

/** A row click to the record details panel (the open dialog "Record details" with its heading). */
export async function openRecordDetails(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle')
  return page.evaluate(
    (timeoutMs) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now()
        const observer = new MutationObserver(() => {
          const details = document.querySelector('dialog[open][aria-label="Record details"]')
          if (details?.querySelector('h2')?.textContent) {
            observer.disconnect()
            resolve(performance.now() - started)
          }
        })
        observer.observe(document.body, { childList: true, subtree: true, attributes: true })
        setTimeout(() => reject(new Error('no record details after a row click')), timeoutMs)
        document.querySelector<HTMLElement>('table tbody tr:not(.day-separator)')!.click()
      }),
    stepTimeoutMs,
  )
}

export async function nextPage(page: Page): Promise<number> {
  // The app prefetches page 2 once page 1 is shown; measure the flip once that request is done.
  await page
    .waitForResponse((response) => response.url().includes('pagination[page]=1'), { timeout: 5000 })
    .catch(() => undefined)
  await page.waitForLoadState('networkidle')
  return page.evaluate(
    (timeoutMs) =>
      new Promise<number>((resolve, reject) => {
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
        setTimeout(() => reject(new Error('no new rows after Next page')), timeoutMs)
        button.click()
      }),
    stepTimeoutMs,
  )
}
