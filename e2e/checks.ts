import { expect, type Page } from '@playwright/test'
import { fastForwardWhenIdle } from './page-clock'

/**
 * Moves the page's clock on by a check's 30 s until `seen` holds. The check's timer starts once
 * its part has loaded after the rows, which a loaded machine may do after a first step was taken.
 * The clock waits while a request or a part's code is on its way: 30 s more would time it out.
 */
export async function runChecksUntil(page: Page, seen: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        if (await seen()) return true
        await fastForwardWhenIdle(page, '00:31')
        return seen()
      },
      { timeout: 60_000 },
    )
    .toBe(true)
}
