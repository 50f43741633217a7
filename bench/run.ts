// npm run bench: builds the console, serves dist/ with the demo API on loopback, drives Chromium
// and prints one JSON document of medians (with min and max) over fresh browser contexts.
// Each run measures, in contexts of their own: a cold load and, on that list, the next page and a
// row's details (page-loads.ts, list-interactions.ts); a repeat visit; a cold load to the sign-in
// form; typing a filter (type-filter.ts). Then the export, "Go to date", the periods and the demo
// API's latency; report.ts puts the figures together.
import { build, serve } from './build-and-serve.ts'
import { measureDemoApiLatency } from './demo-api-latency.ts'
import { exportAllBookings } from './export-csv.ts'
import { measureGoToDate, type GoToDateReport } from './go-to-date.ts'
import { credentials, openSignedIn } from './instrumented-context.ts'
import { nextPage, openRecordDetails } from './list-interactions.ts'
import { coldLoad, coldSignIn, repeatVisit } from './page-loads.ts'
import { measurePeriods, type PeriodsReport } from './periods.ts'
import { measureGlance, type GlanceReport } from './glance.ts'
import { measureGroups, type GroupsReport } from './groups.ts'
import { benchReport, kib, newFilterSamples, newSamples } from './report.ts'
import { typeFilter } from './type-filter.ts'

const runs = Number(process.env.BENCH_RUNS ?? 11)
// BENCH_ONLY=periods (or glance, or groups) measures that alone (after the builds), for a quick look.
const only = process.env.BENCH_ONLY

function log(message: string) {
  process.stderr.write(`${message}\n`)
}

async function main() {
  log('building…')
  const builds = build()
  const { server, origin, browser } = await serve()
  const samples = newSamples()
  const filterSamples = newFilterSamples()
  const exportMs: number[] = []
  let goToDate: GoToDateReport | undefined
  let periods: PeriodsReport | undefined
  let glance: GlanceReport | undefined
  let groups: GroupsReport | undefined
  const open = (url: string) => openSignedIn(browser, url)
  try {
    if (only === 'groups') {
      const report = await measureGroups({ origin, runs, credentials, open }, log)
      console.log(JSON.stringify({ runs, groups: report }, null, 2))
      return
    }
    if (only === 'glance') {
      const report = await measureGlance({ origin, runs, credentials, open }, log)
      console.log(JSON.stringify({ runs, glance: report }, null, 2))
      return
    }
    if (only === 'periods') {
      console.log(
        JSON.stringify(
          { runs, periods: await measurePeriods({ origin, runs, credentials, open }, log) },
          null,
          2,
        ),
      )
      return
    }
    // One warm-up run so the server's first transform and the OS caches do not count.
    await (await coldLoad(browser, origin)).context.close()
    for (let run = 0; run < runs; run++) {
      log(`run ${run + 1}/${runs}`)
      const cold = await coldLoad(browser, origin)
      samples.coldLoadMs.push(cold.firstRowMs)
      samples.firstContentfulPaintMs.push(cold.firstContentfulPaintMs)
      samples.layoutShift.push(cold.layoutShift)
      samples.domElements.push(cold.domElements)
      samples.heapMiB.push(cold.heapMiB)
      samples.jsGzipKiB.push(kib(cold.jsGzip))
      samples.nextPageMs.push(await nextPage(cold.page))
      samples.recordDetailsMs.push(await openRecordDetails(cold.page))
      await cold.context.close()
      const repeat = await repeatVisit(browser, origin)
      samples.repeatVisitMs.push(repeat.firstRowMs)
      samples.repeatVisitFirstContentfulPaintMs.push(repeat.firstContentfulPaintMs)
      samples.repeatVisitLayoutShift.push(repeat.layoutShift)
      samples.signInFormMs.push(await coldSignIn(browser, origin))
      const filter = await typeFilter(browser, origin)
      filterSamples.requests.push(filter.requests)
      filterSamples.requestsWithPrefetch.push(filter.requestsWithPrefetch)
      filterSamples.rowsAfterLastKeyMs.push(filter.rowsAfterLastKeyMs)
      filterSamples.enterToRequestMs.push(filter.enterMs)
    }
    for (let run = 0; run < 3; run++) {
      log(`export ${run + 1}/3`)
      exportMs.push(await exportAllBookings(browser, origin))
    }
    goToDate = await measureGoToDate({ origin, runs, credentials, open }, log)
    periods = await measurePeriods({ origin, runs, credentials, open }, log)
    glance = await measureGlance({ origin, runs, credentials, open }, log)
    groups = await measureGroups({ origin, runs, credentials, open }, log)
  } finally {
    await browser.close()
    await server.stop()
  }

  log('demo API latency…')
  const [small, large] = [await measureDemoApiLatency(5000), await measureDemoApiLatency(200_000)]
  const report = benchReport({
    runs,
    builds,
    samples,
    filterSamples,
    exportMs,
    goToDate,
    periods,
    glance,
    groups,
    demoApi: { small, large },
  })
  console.log(JSON.stringify(report, null, 2))
}

await main()
