import { useEffect, useRef, useState } from 'react'
import { isAuthError } from '@/lib/api/api-error'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { reportRejectedCredentials } from '@/features/auth/session'
import { loadCredentials } from '@/lib/api/credentials'
import { arrangeColumns, type ColumnLayout } from '@/lib/column-layout'
import { inferColumns } from '@/lib/columns'
import type { ListQuery } from '@/lib/list-query'
import type { ResourceConfig } from '@/resources'
import { formatCount } from '@/lib/format-value'

type ExportState =
  | { step: 'idle'; message?: string }
  | { step: 'running'; fetched: number; total?: number }
  | { step: 'failed'; message: string; pages: Map<number, ListRecord[]>; partial: ListRecord[] }

interface ExportButtonProps {
  resource: ResourceConfig
  /** The query the service is asked for (default sort included); pages are fetched 20 at a time. */
  query: ListQuery
  layout: ColumnLayout
}

function download(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function ExportButton({ resource, query, layout }: ExportButtonProps) {
  const [state, setState] = useState<ExportState>({ step: 'idle' })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const writeFile = async (rows: ListRecord[], partial: boolean) => {
    const { toCsv } = await import('@/lib/export-records')
    const columns = arrangeColumns(inferColumns(rows, resource.columns), layout)
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')
    download(toCsv(rows, columns), `${resource.name}-${partial ? 'partial-' : ''}${stamp}.csv`)
  }

  const run = async (pages?: Map<number, ListRecord[]>) => {
    const credentials = loadCredentials()
    if (!credentials) return
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    setState({ step: 'running', fetched: 0 })
    const { fetchAllRecords, ExportFailure, contiguousRows } = await import('@/lib/export-records')
    try {
      const rows = await fetchAllRecords({
        credentials,
        resource: resource.name,
        query,
        signal: abort.signal,
        pages,
        onProgress: (progress) => setState({ step: 'running', ...progress }),
      })
      await writeFile(rows, false)
      setState({
        step: 'idle',
        message: `Exported ${formatCount(rows.length)} ${resource.title.toLowerCase()}.`,
      })
    } catch (error) {
      if (abort.signal.aborted) {
        setState({ step: 'idle', message: 'Export cancelled.' })
      } else if (error instanceof ExportFailure && isAuthError(error.cause)) {
        setState({ step: 'idle' })
        reportRejectedCredentials()
      } else if (error instanceof ExportFailure) {
        const partial = contiguousRows(error.pages)
        setState({ step: 'failed', message: error.message, pages: error.pages, partial })
      } else {
        setState({ step: 'failed', message: 'The export failed.', pages: new Map(), partial: [] })
      }
    }
  }

  if (state.step === 'running') {
    const { fetched, total } = state
    const label =
      total !== undefined
        ? `${formatCount(fetched)} of ${formatCount(total)}`
        : `${formatCount(fetched)} so far`
    return (
      <div className="export-progress">
        <div
          role="progressbar"
          aria-label="Export CSV"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={fetched}
          aria-valuetext={label}
          className="progress-track"
        >
          <div
            className="progress-fill"
            style={{ width: total ? `${Math.min(100, (fetched / total) * 100)}%` : '30%' }}
          />
        </div>
        <span className="progress-label">{label}</span>
        <button type="button" onClick={() => controller.current?.abort()}>
          Cancel
        </button>
      </div>
    )
  }
  return (
    <div className="export">
      <button type="button" onClick={() => void run()}>
        Export CSV
      </button>
      {state.step === 'idle' && state.message && (
        <span role="status" className="copy-feedback">
          {state.message}
        </span>
      )}
      {state.step === 'failed' && (
        <div role="alert" className="notice notice-error export-failure">
          <p>Export stopped: {state.message}</p>
          <div className="notice-actions">
            <button type="button" onClick={() => void run(state.pages)}>
              Retry
            </button>
            {state.partial.length > 0 && (
              <button type="button" onClick={() => void writeFile(state.partial, true)}>
                Download partial ({formatCount(state.partial.length)} rows)
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
