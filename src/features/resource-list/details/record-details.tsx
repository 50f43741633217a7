import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { CopyButton } from '@/components/ui/copy-button'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { formatValue } from '@/lib/columns/format-value'

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
}

function FieldValue({ value, depth }: { value: unknown; depth: number }) {
  if (typeof value === 'object' && value !== null && depth < 6) {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value)
    if (entries.length === 0)
      return <span className="muted">{Array.isArray(value) ? '[]' : '{}'}</span>
    return <Fields entries={entries} depth={depth + 1} />
  }
  const formatted = formatValue(value)
  const exact = typeof value === 'string' ? value : formatted.title
  return (
    <span title={exact !== formatted.text ? exact : undefined}>
      {typeof value === 'string' ? value : formatted.text}
    </span>
  )
}

function Fields({
  entries,
  depth,
}: {
  entries: readonly (readonly [string, unknown])[]
  depth: number
}) {
  return (
    <dl className="record-fields" data-depth={depth}>
      {entries.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>
            <FieldValue value={value} depth={depth} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

export function RecordDetails({
  singular,
  recordId,
  record,
  lookupError,
  onRetryLookup,
  listHref,
  onClose,
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
          <Fields entries={Object.entries(record)} depth={0} />
        </>
      )}
    </section>
  )
}
