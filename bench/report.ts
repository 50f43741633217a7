// The bench's samples and the one JSON document it prints: each figure as a median with min and
// max over the runs (stats.ts), sizes in KiB to one decimal.
import { budgets } from '../scripts/budgets.ts'
import type { Builds } from './build-and-serve.ts'
import type { LatencyResult } from './demo-api-latency.ts'
import type { GoToDateReport } from './go-to-date.ts'
import type { PeriodsReport } from './periods.ts'
import type { GlanceReport } from './glance.ts'
import type { GroupsReport } from './groups.ts'
import { summarize } from './stats.ts'

export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/** One sample a run of each figure of the loads and of the loaded list. */
export function newSamples() {
  return {
    coldLoadMs: [] as number[],
    repeatVisitMs: [] as number[],
    repeatVisitFirstContentfulPaintMs: [] as number[],
    repeatVisitLayoutShift: [] as number[],
    firstContentfulPaintMs: [] as number[],
    layoutShift: [] as number[],
    domElements: [] as number[],
    nextPageMs: [] as number[],
    recordDetailsMs: [] as number[],
    signInFormMs: [] as number[],
    heapMiB: [] as number[],
    jsGzipKiB: [] as number[],
  }
}

/** One sample a run of each figure of typing a filter. */
export function newFilterSamples() {
  return {
    requests: [] as number[],
    requestsWithPrefetch: [] as number[],
    rowsAfterLastKeyMs: [] as number[],
    enterToRequestMs: [] as number[],
  }
}

interface Measures {
  runs: number
  builds: Builds
  samples: ReturnType<typeof newSamples>
  filterSamples: ReturnType<typeof newFilterSamples>
  exportMs: number[]
  goToDate: GoToDateReport | undefined
  periods: PeriodsReport | undefined
  glance: GlanceReport | undefined
  groups: GroupsReport | undefined
  /** The demo API's latency at 5,000 and at 200,000 bookings. */
  demoApi: { small: LatencyResult; large: LatencyResult }
}

export function benchReport(measures: Measures) {
  const { runs, builds, samples, filterSamples, exportMs, goToDate, periods } = measures
  const { load, packages, lazyChunks } = builds
  const { small, large } = measures.demoApi
  const minified = Object.values(packages).reduce((total, bytes) => total + bytes, 0)
  return {
    runs,
    firstLoad: {
      jsGzipKiB: kib(load.jsGzipBytes),
      cssGzipKiB: kib(load.cssGzipBytes),
      fetchedBeforeFirstRowJsGzipKiB: summarize(samples.jsGzipKiB),
      budgetKiB: { js: budgets.jsKiB, css: budgets.cssKiB },
      compositionByPackage: Object.fromEntries(
        Object.entries(packages)
          .sort((a, b) => b[1] - a[1])
          .map(([name, bytes]) => [
            name,
            { minifiedKiB: kib(bytes), share: Math.round((bytes / minified) * 1000) / 10 },
          ]),
      ),
      lazyChunks,
    },
    coldLoadToFirstRowMs: summarize(samples.coldLoadMs),
    coldLoadFirstContentfulPaintMs: summarize(samples.firstContentfulPaintMs),
    coldLoadLayoutShift: summarize(samples.layoutShift),
    repeatVisitToFirstRowMs: summarize(samples.repeatVisitMs),
    repeatVisitFirstContentfulPaintMs: summarize(samples.repeatVisitFirstContentfulPaintMs),
    repeatVisitLayoutShift: summarize(samples.repeatVisitLayoutShift),
    domElementsAfterLoad: summarize(samples.domElements),
    nextPageToNewRowsMs: summarize(samples.nextPageMs),
    rowClickToRecordDetailsMs: summarize(samples.recordDetailsMs),
    coldLoadToSignInFormMs: summarize(samples.signInFormMs),
    filterTypedAt50msPerKey: {
      requestsUntilRowsShown: summarize(filterSamples.requests),
      requestsIncludingNextPagePrefetch: summarize(filterSamples.requestsWithPrefetch),
      rowsAfterLastKeyMs: summarize(filterSamples.rowsAfterLastKeyMs),
      enterToRequestMs: summarize(filterSamples.enterToRequestMs),
    },
    jsHeapAfterLoadMiB: summarize(samples.heapMiB),
    exportCsvOf5000BookingsMs: summarize(exportMs),
    goToDateMiddleDay: goToDate,
    periodToRows: periods,
    answersAtAGlance: measures.glance,
    groupedViews: measures.groups,
    demoApi: {
      filteredTwoKeySortedList: {
        bookings5000: { p50Ms: small.p50Ms, p95Ms: small.p95Ms },
        bookings200000: { p50Ms: large.p50Ms, p95Ms: large.p95Ms },
      },
    },
  }
}
