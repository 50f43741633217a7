// Dates, times, numbers and statuses show whole in every language whatever common font the
// machine has: widths come from the text as the browser sets it, never from an assumed font.
// .ci/run installs these fonts (fonts-dejavu-core, fonts-liberation, fonts-noto-core).
import { execFileSync } from 'node:child_process'
import { expect, openWithStoredKeys, test } from './fixtures'

const installedFonts = (() => {
  try {
    return execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' })
  } catch {
    return ''
  }
})()

const wholeCells =
  'tbody td.cell-datetime, tbody td.cell-date, tbody td.cell-number, tbody td.cell-status'

for (const font of ['DejaVu Sans', 'Liberation Sans', 'Noto Sans'])
  for (const locale of ['en-US', 'de-DE', 'el-GR'])
    test.describe(`${locale} in ${font}`, () => {
      test.skip(!installedFonts.includes(font), `${font} is not installed (.ci/run installs it)`)
      test.use({ locale })
      // Two lists each, with a core that may be busy: room for a machine twice as slow.
      test.slow()

      test.beforeEach(async ({ page }) => {
        // The page's style sheets with the font forced on top (the policy allows no inline style).
        await page.route('**/assets/*.css', async (route) => {
          const response = await route.fetch()
          const forced = `\n:root, body, input, button, select { font-family: '${font}' !important; }\n`
          await route.fulfill({ response, body: (await response.text()) + forced })
        })
      })

      for (const width of [1280, 760])
        test(`at ${width} px: dates, numbers and statuses show whole`, async ({ page }) => {
          await page.setViewportSize({ width, height: 800 })
          for (const path of ['/products', '/bookings']) {
            await openWithStoredKeys(page, path)
            // Read anew each time: the rows painted before the app's code are replaced by its own.
            await expect
              .poll(() =>
                page.evaluate(() => {
                  const cell = document.querySelector('tbody td')
                  return cell ? getComputedStyle(cell).fontFamily : ''
                }),
              )
              .toContain(font)
            const cut = await page
              .locator(wholeCells)
              .evaluateAll((cells) =>
                cells
                  .filter((cell) => cell.scrollWidth > cell.clientWidth)
                  .map((cell) => `${cell.className}: ${cell.textContent}`),
              )
            expect(cut, path).toEqual([])
          }
        })
    })
