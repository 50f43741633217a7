// Print: the button that says what it prints, and the lines a printed sheet carries under its
// title (which records, when printed). Those lines show only on paper (styles.css, "Printing").
import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import '@/i18n/messages/en/toolbar'
import { useT } from '@/i18n/use-language'
import type { ColumnSpec } from '@/lib/columns/columns'
import { viewerZone } from '@/lib/dates/period-zone'
import type { TimeZoneChoice } from '@/lib/dates/timestamps'
import type { ListQuery } from '@/lib/list-query'
import { printDescription, printedAtWords, printedViewWords } from '@/lib/print-words'
import { recordCount, toolbarLabels } from '../../view-model/list-page-view'
import type { ResourceWords } from '../record-nouns'

interface PrintedRecords {
  resource: ResourceWords
  /** A grouped view prints all of its records; any other view, the page shown. */
  grouped: boolean
  /** How many records are printed: the page's rows, or the grouped view's records. */
  count: number
}

export function PrintButton({ resource, grouped, count }: PrintedRecords) {
  useT()
  const description = printDescription({ grouped, records: recordCount(resource, count) })
  return (
    <button type="button" title={description} onClick={() => window.print()}>
      {toolbarLabels().print}
    </button>
  )
}

/** The time of the last print: the browser says "beforeprint" before it lays the sheet out. */
function usePrintedAt(): Date {
  const [printedAt, setPrintedAt] = useState(() => new Date())
  useEffect(() => {
    const now = () => flushSync(() => setPrintedAt(new Date()))
    window.addEventListener('beforeprint', now)
    return () => window.removeEventListener('beforeprint', now)
  }, [])
  return printedAt
}

interface PrintedHeadingProps extends PrintedRecords {
  query: Pick<ListQuery, 'filters' | 'period' | 'group' | 'page'>
  columns: readonly ColumnSpec[]
  timeZone: TimeZoneChoice
}

/** "Status: Confirmed · 24 – 30 Nov 2026 (days in UTC)" and "Printed … · page 1, 10 bookings". */
export function PrintedHeading(props: PrintedHeadingProps) {
  const { query, columns, timeZone, resource, grouped, count } = props
  useT()
  const at = usePrintedAt()
  const records = recordCount(resource, count)
  return (
    <div className="print-only printed-heading">
      <p>{printedViewWords({ query, columns, viewerZone: viewerZone(timeZone) })}</p>
      <p>{printedAtWords({ at, page: query.page, grouped, timeZone, records })}</p>
    </div>
  )
}
