// Everything in the list's toolbar; loaded after the first rows, since none of it is needed to see them.
import '@/i18n/messages/en/toolbar'
import { useT } from '@/i18n/use-language'
import { CopyLinkButton } from '@/components/ui/copy-link-button'
import { MessageArea } from '@/components/ui/message-area'
import { ExportButton } from '@/features/resource-list/parts/export/export-button'
import { periodExportOf } from '@/features/resource-list/parts/period/period-export'
import type {
  ListColumns,
  ListData,
  ListNavigation,
  ListPanels,
  ListView,
} from '@/features/resource-list/controller/use-resource-list'
import { requestPanelId } from '@/features/resource-list/parts/request-panel/request-panel-id'
import { toolbarLabels } from '@/features/resource-list/view-model/list-page-view'
import {
  useListColumnsContext,
  useListDataContext,
  useListNavigationContext,
  useListPanelsContext,
  useListViewContext,
} from '../../controller/list-contexts'
import { currentPage } from '../../controller/list-status'
import { ActiveViewNote } from './active-view-note'
import { ColumnsMenu } from './columns-menu'
import { PrintButton, PrintedHeading } from './print-button'
import { CountsMenu } from '../counts/counts-menu'
import { GroupByMenu } from '../groups/group-by-menu'
import { RefreshButton } from './refresh-button'
import { SavedViewsMenu } from './saved-views-menu'

type ToolbarList = ListView & ListData & ListColumns & ListPanels & Pick<ListNavigation, 'showView'>

export function ListToolbar() {
  const { showView } = useListNavigationContext()
  const list: ToolbarList = {
    ...useListViewContext(),
    ...useListDataContext(),
    ...useListColumnsContext(),
    ...useListPanelsContext(),
    showView,
  }
  const { resource, timeZone, setTimeZone, requestOpen } = list
  const t = useT()
  const labels = toolbarLabels()
  // A grouped view prints every record of the view; any other, the rows of the page shown.
  const grouped = list.query.group !== undefined
  const count = grouped ? (list.page?.total ?? list.rows.length) : list.rows.length
  const printed = { resource, grouped, count }
  // The tools' messages ("Link copied", export progress) show in the message area, never among
  // the buttons, so no button moves under the pointer.
  return (
    <MessageArea>
      <div className="list-tools">
        <RefreshButton
          onRefresh={list.refresh}
          refreshing={list.isFetching}
          updatedAt={list.updatedAt}
        />
        <label className="utc-toggle" title={t('toolbar.utcTitle')}>
          <input
            type="checkbox"
            checked={timeZone === 'utc'}
            onChange={(event) => setTimeZone(event.target.checked ? 'utc' : 'local')}
          />
          {labels.utcTimes}
        </label>
        <SavedViewsMenu
          resourceName={resource.name}
          search={list.search}
          page={list.query.page}
          layout={list.layout}
          onShowView={list.showView}
        />
        <ColumnsMenu
          columns={list.columnModelInput}
          layout={list.layout}
          onChange={list.setLayout}
        />
        <CountsMenu />
        <GroupByMenu />
        <ExportButton
          resource={resource}
          query={list.requestQuery}
          columns={list.shownColumns}
          total={currentPage(list.status)?.total}
          layout={list.layout}
          timeZone={timeZone}
          period={periodExportOf(list)}
        />
        <CopyLinkButton
          label={labels.copyLink}
          copiedMessage={t('toolbar.linkCopied')}
          failedMessage={t('toolbar.copyFailed')}
        />
        <PrintButton {...printed} />
        {/* For whoever needs the service's own words: the request behind the rows, and its cURL. */}
        <button
          type="button"
          className="disclosure developer-tool"
          aria-expanded={requestOpen}
          aria-controls={requestOpen ? requestPanelId : undefined}
          onClick={() => list.setRequestOpen(!requestOpen)}
        >
          {labels.request}
        </button>
      </div>
      {/* On a line of its own under the heading (see .active-view). */}
      <ActiveViewNote
        resourceName={resource.name}
        search={list.search}
        layout={list.layout}
        onShowView={list.showView}
      />
      <PrintedHeading {...printed} query={list.query} columns={list.columns} timeZone={timeZone} />
    </MessageArea>
  )
}
