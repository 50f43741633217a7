// The export of a view as it runs, apart from how it shows (export-button.tsx): every record of the
// view, fetched page by page. It runs as a mutation so that a rejected key pair ends the session
// through the mutation cache, like any other request. Its outcome belongs to the view it ran in.
import { useEffect, useRef, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { t as translate } from '@/i18n/i18n'
import '@/i18n/messages/en/export'
import { abortable } from '@/lib/abortable'
import { isAuthError } from '@/lib/api/api-error'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { loadCredentials } from '@/lib/api/credentials'
import type { ShownColumn } from '@/components/data-table/column-arrangement'
import type { ColumnLayout } from '@/lib/columns/column-layout'
import { todayIn } from '@/lib/dates/period-words'
import type { TimeZoneChoice } from '@/lib/dates/timestamps'
import { exportLimitMessage } from '@/lib/export/export-limit'
import type { ExportProgress, ExportRange } from '@/lib/export/export-records'
import { serializeListQuery, type ListQuery } from '@/lib/list-query'
import type { ResourceConfig } from '@/resources'
import { downloadFile, exportColumns, exportFileName } from './export-file'
import { useCsvHeaders } from './export-options'
import type { PeriodExport } from '../period/period-export'
import { recordNouns } from '../record-nouns'

const loadExport = () => import('@/lib/export/export-records')

export interface ExportedView {
  resource: ResourceConfig
  /** The query the service is asked for (default sort included); pages are fetched 20 at a time. */
  query: ListQuery
  /** How many records match, when the service says: more than an export holds is said at once. */
  total: number | undefined
  /** The table's columns as shown: the file has them in this order. */
  columns: readonly ShownColumn[]
  /** Columns the person hid stay out of the file, also those no row on screen had. */
  layout: ColumnLayout
  /** Times are written in the zone the list shows them in. */
  timeZone: TimeZoneChoice
  /** A period shown: only its records, its count said as the export starts. */
  period?: PeriodExport
}

export interface ExportRun {
  /** The view being exported: a retry continues this view's export and no other's. */
  view: string
  query: ListQuery
  range?: ExportRange
  pages: Map<number, ListRecord[]>
}

/** No key pair to export with: worded when shown, as every failure. */
class SignedOut extends Error {
  override readonly name = 'SignedOut'
}

/** A message said in the language in force when shown: it follows a switch while it shows. */
type Say = () => string

type Outcome =
  | { step: 'done'; message: Say }
  | { step: 'too-large'; view: string; message: Say }
  | {
      step: 'failed'
      view: string
      message: Say
      run: ExportRun
      partial: ListRecord[]
      /** Asking again may finish it: it failed on the way, not by reaching the cap. */
      retryable: boolean
    }

export function useExportRun({
  resource,
  query,
  total,
  columns: shown,
  layout,
  timeZone,
  period,
}: ExportedView) {
  const [headers] = useCsvHeaders()
  const view = `${serializeListQuery(period?.query ?? query)} ${period?.title ?? ''}`
  const [progress, setProgress] = useState<ExportProgress>({ fetched: 0 })
  const [outcome, setOutcome] = useState<Outcome>()
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const writeFile = async (rows: ListRecord[], partial: boolean) => {
    const { toCsv } = await loadExport()
    const columns = exportColumns(shown, rows, resource.columns, layout)
    const csv = toCsv(rows, columns, { headers, timeZone })
    const { filters } = period?.query ?? query
    const today = todayIn({ timeZone })
    const subject = { resourceName: resource.name, filters, period: period?.days, today, partial }
    downloadFile(csv, exportFileName(subject))
  }

  const exportRun = useMutation({
    mutationFn: async ({ run, signal }: { run: ExportRun; signal: AbortSignal }) => {
      const credentials = loadCredentials()
      if (!credentials) throw new SignedOut()
      // Cancel may come while the export's code is still loading: it ends the export at once.
      const { fetchAllRecords } = await abortable(loadExport(), signal)
      const rows = await fetchAllRecords({
        credentials,
        resource: resource.name,
        query: run.query,
        range: run.range,
        signal,
        pages: run.pages,
        onProgress: setProgress,
      }).catch((error: unknown) => {
        // A rejected key pair surfaces as itself, for the mutation cache to end the session.
        throw error instanceof Error && isAuthError(error.cause) ? error.cause : error
      })
      signal.throwIfAborted()
      await writeFile(rows, false)
      return rows.length
    },
    onSuccess: (count) =>
      setOutcome({
        step: 'done',
        message: () => {
          const { singular, plural } = recordNouns(resource)
          return translate('export.exported', { count, singular, plural })
        },
      }),
    onError: async (error, { run, signal }) => {
      if (signal.aborted)
        return setOutcome({ step: 'done', message: () => translate('export.cancelled') })
      if (isAuthError(error)) return setOutcome(undefined)
      const { exportedRows, ExportTooLarge, describeExportFailure } = await loadExport()
      setOutcome({
        step: 'failed',
        view: run.view,
        message: () =>
          error instanceof SignedOut
            ? translate('export.signedOut')
            : describeExportFailure(error, translate),
        run,
        partial: exportedRows(run.pages, run.range),
        retryable: !(error instanceof Error && error.cause instanceof ExportTooLarge),
      })
    },
  })

  const start = (run: ExportRun) => {
    // Said before anything is fetched: a file that holds only part of what matches is no export.
    const count = run.range ? run.range.end - run.range.start : total
    if (run.pages.size === 0 && count !== undefined && exportLimitMessage(count)) {
      return setOutcome({
        step: 'too-large',
        view: run.view,
        message: () => exportLimitMessage(count) ?? '',
      })
    }
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    setProgress({ fetched: 0 })
    setOutcome(undefined)
    exportRun.mutate({ run, signal: abort.signal })
  }

  return {
    running: exportRun.isPending,
    progress,
    outcome,
    // A failure belongs to the view it happened in; after a view change, Export starts afresh.
    failure: outcome?.step === 'failed' && outcome.view === view ? outcome : undefined,
    tooLarge: outcome?.step === 'too-large' && outcome.view === view ? outcome : undefined,
    /** Exports the view shown, from its first page. */
    startView: () => start({ view, pages: new Map(), query, ...period }),
    /** Asks again for what a failed run lacked, keeping the pages it had. */
    retry: start,
    cancel: () => controller.current?.abort(),
    dismiss: () => setOutcome(undefined),
    writeFile,
  }
}
