import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { CopyButton } from '@/components/ui/copy-button'
import type { ShownColumn } from '@/components/data-table/column-model'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import type { TimeZoneChoice } from '@/lib/columns/format-value'
import { RecordFields } from './record-fields'

interface RecordDetailsProps {
  singular: string
  recordId: string
  /** The record (from the list page, else looked up by id); undefined while it is being found. */
  record: ListRecord | null | undefined
  /** The lookup by id failed for another reason than a refusal or no such record. */
  lookupError?: Error
  onRetryLookup?: () => void
  /** The list the link was made from. */
  listHref: string
  onClose: () => void
  /** The table's columns as shown: fields follow their order, labels and formats. */
  columns: readonly ShownColumn[]
  timeZone: TimeZoneChoice
}

export function RecordDetails({
  singular,
  recordId,
  record,
  lookupError,
  onRetryLookup,
  listHref,
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
      {record === undefined && !lookupError && <p role="status">Loading the {singular}…</p>}
      {record === undefined && lookupError && (
        <div role="alert" className="notice notice-error">
          <p>
            Could not look up {singular} {recordId}: {lookupError.message}
          </p>
          <div className="notice-actions">
            <button type="button" onClick={onRetryLookup}>
              Retry
            </button>
          </div>
        </div>
      )}
      {record === null && (
        <p role="status" className="notice notice-info">
          The service has no {singular} {recordId}, or would not look it up by id.{' '}
          <Link to={listHref}>Back to the list</Link>
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
