import { useMemo } from 'react'
import {
  buildColumnModel,
  type ColumnModelInput,
  type ModelColumn,
} from '@/components/data-table/column-model'
import { ColumnName } from '@/components/data-table/data-table-header'
import { Disclosure } from '@/components/ui/disclosure'
import '@/i18n/messages/en/toolbar'
import { useT } from '@/i18n/use-language'
import { defaultColumnLayout, moveColumn, type ColumnLayout } from '@/lib/columns/column-layout'
import { toolbarLabels } from '../../view-model/list-page-view'

interface ColumnsMenuProps {
  /** The table's columns, sorts and widths; the layout is `layout`'s. */
  columns: Omit<ColumnModelInput, 'layout' | 'onLayoutChange'>
  layout: ColumnLayout
  onChange: (layout: ColumnLayout | undefined) => void
}

export function ColumnsMenu(props: ColumnsMenuProps) {
  return (
    <Disclosure label={toolbarLabels().columns}>
      <ColumnsPanel {...props} />
    </Disclosure>
  )
}

// The panel's changes go through TanStack Table's column model, whose rules the table's
// arrangement follows (column-arrangement.ts): its code loads with the menu, not in the first
// load, and the model is built while the panel is open, not on every page.
function ColumnsPanel({ columns: input, layout, onChange }: ColumnsMenuProps) {
  const t = useT()
  const model = useMemo(
    () => buildColumnModel({ ...input, layout, onLayoutChange: onChange }),
    [input, layout, onChange],
  )
  // Every column, hidden ones included, in the order the table shows them: pinned ones first.
  const start = model.getStartLeafColumns()
  const center = model.getCenterLeafColumns()
  const end = model.getEndLeafColumns()
  const columns = [...start, ...center, ...end]
  const shownCount = model.getVisibleLeafColumns().length
  const ids = (group: readonly ModelColumn[]) => group.map((column) => column.id)
  // A column moves among its own group: pinning, not the order, puts a column in another.
  const groupOf = (column: ModelColumn) =>
    column.getIsPinned() === 'start' ? start : column.getIsPinned() === 'end' ? end : center
  const move = (column: ModelColumn, offset: -1 | 1) => {
    const group = groupOf(column)
    const moved = moveColumn(ids(group), column.id, offset)
    if (group === center) model.setColumnOrder([...ids(start), ...moved, ...ids(end)])
    else
      model.setColumnPinning((pinning) => ({
        ...pinning,
        [group === start ? 'start' : 'end']: moved,
      }))
  }
  return (
    <div className="columns-menu">
      <ul className="columns-list">
        {columns.map((column) => {
          const { id } = column
          const shown = column.getIsVisible()
          const group = groupOf(column)
          const index = group.indexOf(column)
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
                <label className="pin-toggle" title={t('toolbar.pinTitle', { name: id })}>
                  <input
                    type="checkbox"
                    aria-label={t('toolbar.pinColumn', { name: id })}
                    checked={column.getIsPinned() === 'start'}
                    onChange={(event) => column.pin(event.target.checked ? 'start' : false)}
                  />
                  <span aria-hidden="true">{t('toolbar.pin')}</span>
                </label>
                <button
                  type="button"
                  aria-label={t('toolbar.moveUp', { name: id })}
                  disabled={index === 0}
                  onClick={() => move(column, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={t('toolbar.moveDown', { name: id })}
                  disabled={index === group.length - 1}
                  onClick={() => move(column, 1)}
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
        {t('toolbar.compact')}
      </label>
      <button
        type="button"
        onClick={() => onChange(undefined)}
        disabled={layout === defaultColumnLayout}
      >
        {t('toolbar.resetColumns')}
      </button>
    </div>
  )
}
