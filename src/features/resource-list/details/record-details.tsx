import { useEffect, useRef } from 'react'
import { CopyButton } from '@/components/ui/copy-button'
import type { ShownColumn } from '@/components/data-table/column-model'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import type { TimeZoneChoice } from '@/lib/columns/format-value'
import { RecordFields } from './record-fields'

interface RecordDetailsProps {
  singular: string
  recordId: string
  /** The record from the list page the URL selects; undefined while that page loads. */
  record: ListRecord | null | undefined
  onClose: () => void
  /** The table's columns as shown: fields follow their order, labels and formats. */
  columns: readonly ShownColumn[]
  timeZone: TimeZoneChoice
}

export function RecordDetails({
  singular,
  recordId,
  record,
  onClose,
  columns,
  timeZone,
}: RecordDetailsProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [recordId])
  return (
    <section className="record-details" role="dialog" aria-labelledby="record-details-title">
      <header className="record-details-header">
        <h2 id="record-details-title" ref={heading} tabIndex={-1}>
          Record details
        </h2>
        <span className="muted record-details-id">
          {singular} {recordId}
        </span>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </header>
      {record === undefined && <p role="status">Loading the {singular}…</p>}
      {record === null && (
        <p role="status" className="notice notice-info">
          This {singular} is not on the list page this link selects. It may have moved to another
          page, or the filters leave it out.
        </p>
      )}
      {record && (
        <>
          <div className="record-details-tools">
            <CopyButton
              label="Copy JSON"
              text={() => JSON.stringify(record, null, 2)}
              copiedMessage="JSON copied"
            />
          </div>
          <RecordFields record={record} columns={columns} timeZone={timeZone} />
        </>
      )}
    </section>
  )
}
