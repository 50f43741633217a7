import { ColumnName } from '@/components/data-table/data-table-header'
import { Disclosure } from '@/components/ui/disclosure'
import {
  arrangeColumns,
  defaultColumnLayout,
  moveColumn,
  type ColumnLayout,
} from '@/lib/columns/column-layout'
import type { ColumnSpec } from '@/lib/columns/columns'

interface ColumnsMenuProps {
  columns: readonly ColumnSpec[]
  layout: ColumnLayout
  onChange: (layout: ColumnLayout | undefined) => void
}

export function ColumnsMenu({ columns, layout, onChange }: ColumnsMenuProps) {
  // Every column, hidden ones included, in the person's order.
  const ordered = arrangeColumns(columns, { ...layout, hidden: [] }).map((column) => column.id)
  const hidden = new Set(layout.hidden)
  const toggle = (id: string, visible: boolean) =>
    onChange({
      ...layout,
      hidden: visible ? layout.hidden.filter((other) => other !== id) : [...layout.hidden, id],
    })
  const move = (id: string, offset: -1 | 1) =>
    onChange({ ...layout, order: moveColumn(ordered, id, offset) })
  return (
    <Disclosure label="Columns">
      <div className="columns-menu">
        <ul className="columns-list">
          {ordered.map((id, index) => (
            <li key={id}>
              <label>
                <input
                  type="checkbox"
                  checked={!hidden.has(id)}
                  onChange={(event) => toggle(id, event.target.checked)}
                  disabled={!hidden.has(id) && ordered.length - hidden.size <= 1}
                />
                <ColumnName id={id} />
              </label>
              <span className="move-buttons">
                <button
                  type="button"
                  aria-label={`Move ${id} up`}
                  disabled={index === 0}
                  onClick={() => move(id, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`Move ${id} down`}
                  disabled={index === ordered.length - 1}
                  onClick={() => move(id, 1)}
                >
                  ↓
                </button>
              </span>
            </li>
          ))}
        </ul>
        <label className="density-toggle">
          <input
            type="checkbox"
            checked={layout.density === 'compact'}
            onChange={(event) =>
              onChange({ ...layout, density: event.target.checked ? 'compact' : 'comfortable' })
            }
          />
          Compact rows
        </label>
        <button
          type="button"
          onClick={() => onChange(undefined)}
          disabled={layout === defaultColumnLayout}
        >
          Reset columns
        </button>
      </div>
    </Disclosure>
  )
}
