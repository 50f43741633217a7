// Everything in the list's toolbar; loaded after the first rows, since none of it is needed to see them.
import { CopyButton } from '@/components/ui/copy-button'
import type { ColumnLayout } from '@/lib/column-layout'
import type { ColumnSpec } from '@/lib/columns'
import type { TimeZoneChoice } from '@/lib/format-value'
import type { ListQuery } from '@/lib/list-query'
import type { ResourceConfig } from '@/resources'
import { ColumnsMenu } from './columns-menu'
import { ExportButton } from './export-button'
import { SavedViewsMenu } from './saved-views-menu'

export interface ListToolbarProps {
  resource: ResourceConfig
  requestQuery: ListQuery
  search: string
  columns: readonly ColumnSpec[]
  layout: ColumnLayout
  onLayoutChange: (layout: ColumnLayout | undefined) => void
  timeZone: TimeZoneChoice
  onTimeZoneChange: (timeZone: TimeZoneChoice) => void
}

export function ListToolbar(props: ListToolbarProps) {
  const {
    resource,
    requestQuery,
    search,
    columns,
    layout,
    onLayoutChange,
    timeZone,
    onTimeZoneChange,
  } = props
  return (
    <div className="list-tools">
      <label
        className="utc-toggle"
        title="Show dates and day separators in UTC instead of your local time"
      >
        <input
          type="checkbox"
          checked={timeZone === 'utc'}
          onChange={(event) => onTimeZoneChange(event.target.checked ? 'utc' : 'local')}
        />
        UTC times
      </label>
      <SavedViewsMenu resourceName={resource.name} search={search} />
      <ColumnsMenu columns={columns} layout={layout} onChange={onLayoutChange} />
      <ExportButton resource={resource} query={requestQuery} layout={layout} />
      <CopyButton
        label="Copy link"
        text={() => window.location.href}
        copiedMessage="Link copied"
        failedMessage="Could not copy; copy the address bar instead"
      />
    </div>
  )
}
