import type { ColumnModel } from '@/components/data-table/column-model'
import { ColumnName } from '@/components/data-table/data-table-header'
import { Disclosure } from '@/components/ui/disclosure'
import { defaultColumnLayout, moveColumn, type ColumnLayout } from '@/lib/columns/column-layout'

interface ColumnsMenuProps {
  model: ColumnModel
  layout: ColumnLayout
  onChange: (layout: ColumnLayout | undefined) => void
}

export function ColumnsMenu({ model, layout, onChange }: ColumnsMenuProps) {
  // Every column, hidden ones included, in the person's order.
  const columns = model.getAllLeafColumns()
  const ordered = columns.map((column) => column.id)
  const shownCount = model.getVisibleLeafColumns().length
  const move = (id: string, offset: -1 | 1) => model.setColumnOrder(moveColumn(ordered, id, offset))
  return (
    <Disclosure label="Columns">
      <div className="columns-menu">
        <ul className="columns-list">
          {columns.map((column, index) => {
            const { id } = column
            const shown = column.getIsVisible()
            return (
              <li key={id}>
                <label>
                  <input
                    type="checkbox"
                    checked={shown}
                    onChange={(event) => column.toggleVisibility(event.target.checked)}
                    disabled={shown && shownCount <= 1}
                  />
                  <ColumnName id={id} />
                </label>
                <span className="move-buttons">
                  <label className="pin-toggle" title={`Keep ${id} at the left edge`}>
                    <input
                      type="checkbox"
                      aria-label={`Pin ${id}`}
                      checked={column.getIsPinned() === 'start'}
                      onChange={(event) => column.pin(event.target.checked ? 'start' : false)}
                    />
                    <span aria-hidden="true">Pin</span>
                  </label>
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
                    disabled={index === columns.length - 1}
                    onClick={() => move(id, 1)}
                  >
                    ↓
                  </button>
                </span>
              </li>
            )
          })}
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
