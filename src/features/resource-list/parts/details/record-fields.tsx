// A record's fields as the table shows them: the table's columns first, in its order and with its
// labels and formats (amounts in their currency, statuses as badges, times in the viewer's format
// with the exact value on hover), nested objects as labelled pairs; then whatever else the record
// holds (hidden columns, deeper values), so nothing of it is left out.
import { Fragment } from 'react'
import { Link } from 'react-router-dom'
import '@/i18n/messages/en/details'
import { useT } from '@/i18n/use-language'
import type { ShownColumn } from '@/components/data-table/column-arrangement'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { columnLabel } from '@/lib/columns/column-labels'
import {
  cellFormatOptions,
  columnFormatOptions,
  readColumnValue,
  type ColumnSpec,
} from '@/lib/columns/columns'
import { formatValue, type TimeZoneChoice } from '@/lib/columns/format-value'
import { referencePath } from '@/lib/columns/references'
import { breakOpportunities } from '@/lib/text/break-opportunities'

interface Field {
  key: string
  label: string
  value: unknown
  spec?: ColumnSpec
  children?: Field[]
}

const maxDepth = 6

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A field `key` holds, under `parent` when nested (its key is then the path, `supplier.id`). */
function plainField(key: string, value: unknown, parent?: string): Field {
  return { key: parent ? `${parent}.${key}` : key, label: columnLabel(key), value }
}

/** The record's fields: the shown columns' first (nested ones grouped under their parent). */
export function recordFields(record: ListRecord, columns: readonly ShownColumn[]): Field[] {
  const fields: Field[] = []
  const groups = new Map<string, Field & { children: Field[] }>()
  for (const { spec, label } of columns) {
    const dot = spec.id.indexOf('.')
    if (spec.attribute !== undefined || dot === -1) {
      if (Object.hasOwn(record, spec.id) && !groups.has(spec.id))
        fields.push({ key: spec.id, label, value: record[spec.id], spec })
      continue
    }
    const parent = spec.id.slice(0, dot)
    let group = groups.get(parent)
    if (!group) {
      const value = Object.hasOwn(record, parent) ? record[parent] : undefined
      group = { ...plainField(parent, value), children: [] }
      groups.set(parent, group)
      fields.push(group)
    }
    const child = spec.id.slice(dot + 1)
    group.children.push({
      key: spec.id,
      label: columnLabel(child),
      value: readColumnValue(record, spec.id),
      spec,
    })
  }
  // A group none of whose columns the record has is left to the rest, as the record holds it.
  for (const [key, group] of groups)
    if (group.children.every((child) => child.value === undefined)) {
      groups.delete(key)
      fields.splice(fields.indexOf(group), 1)
    }
  for (const group of groups.values()) {
    const parent = group.value
    if (!isPlainObject(parent)) continue
    const listed = new Set(group.children.map((child) => child.key))
    for (const [key, value] of Object.entries(parent))
      if (!listed.has(`${group.key}.${key}`)) group.children.push(plainField(key, value, group.key))
  }
  const listed = new Set(fields.map((field) => field.key))
  for (const [key, value] of Object.entries(record))
    if (!listed.has(key)) fields.push(plainField(key, value))
  return fields
}

/** Text that wraps at sensible points (after "@", before "."), not in the middle of a word. */
export function BreakableText({ text }: { text: string }) {
  const segments = breakOpportunities(text)
  if (segments.length === 1) return text
  return segments.map((segment, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {segment}
    </Fragment>
  ))
}

function FieldValue({
  field,
  record,
  timeZone,
  depth,
}: {
  field: Field
  record: ListRecord
  timeZone: TimeZoneChoice
  depth: number
}) {
  const { value, spec } = field
  if (field.children)
    return <Fields fields={field.children} record={record} timeZone={timeZone} depth={depth + 1} />
  if (typeof value === 'object' && value !== null && depth < maxDepth) {
    const entries = Array.isArray(value)
      ? value.map((item, index) => ({ key: String(index), label: String(index + 1), value: item }))
      : Object.entries(value).map(([key, item]) => plainField(key, item, field.key))
    if (entries.length === 0)
      return <span className="muted">{Array.isArray(value) ? '[]' : '{}'}</span>
    return <Fields fields={entries} record={record} timeZone={timeZone} depth={depth + 1} />
  }
  const options = spec
    ? cellFormatOptions(spec, record, columnFormatOptions(spec, { timeZone }))
    : { timeZone }
  const reference = referencePath(field.key, value)
  if (reference)
    return (
      <Link to={reference} className="reference-link">
        {String(value)}
      </Link>
    )
  const formatted = formatValue(value, options)
  if (formatted.kind === 'status')
    return (
      <span className="badge" data-tone={formatted.tone} title={formatted.title}>
        {formatted.text}
      </span>
    )
  if (formatted.href)
    return (
      <a href={formatted.href} target="_blank" rel="noopener noreferrer">
        <BreakableText text={typeof value === 'string' ? value : formatted.text} />
      </a>
    )
  // Details have room for a long text in full.
  const text = formatted.kind === 'text' && typeof value === 'string' ? value : formatted.text
  const exact = formatted.title ?? (typeof value === 'string' ? value : undefined)
  return (
    <span className={`field-${formatted.kind}`} title={exact !== text ? exact : undefined}>
      <BreakableText text={text} />
    </span>
  )
}

function Fields({
  fields,
  record,
  timeZone,
  depth,
}: {
  fields: readonly Field[]
  record: ListRecord
  timeZone: TimeZoneChoice
  depth: number
}) {
  const t = useT()
  return (
    <dl className="record-fields" data-depth={depth}>
      {fields.map((field) => (
        <div key={field.key}>
          <dt title={field.key}>
            {field.label}
            {/* As in the table's headers, the attribute is part of the name for assistive technology. */}
            {depth === 0 && field.label !== field.key && (
              <span className="visually-hidden">
                {' '}
                {t('details.attribute', { name: field.key })}
              </span>
            )}
          </dt>
          <dd>
            <FieldValue field={field} record={record} timeZone={timeZone} depth={depth} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

export function RecordFields({
  record,
  columns,
  timeZone,
}: {
  record: ListRecord
  columns: readonly ShownColumn[]
  timeZone: TimeZoneChoice
}) {
  return (
    <Fields fields={recordFields(record, columns)} record={record} timeZone={timeZone} depth={0} />
  )
}
