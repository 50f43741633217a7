import { useEffect, useRef } from 'react'
import { CopyButton } from '@/components/ui/copy-button'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { formatValue } from '@/lib/columns/format-value'

interface RecordDetailsProps {
  singular: string
  recordId: string
  /** The record from the list page the URL selects; undefined while that page loads. */
  record: ListRecord | null | undefined
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

export function RecordDetails({ singular, recordId, record, onClose }: RecordDetailsProps) {
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
          <Fields entries={Object.entries(record)} depth={0} />
        </>
      )}
    </section>
  )
}
