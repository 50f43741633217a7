import { LoadedPart } from '@/components/ui/loaded-part'
import { useT } from '@/i18n/use-language'
import type {
  ListData,
  ListNavigation,
  ListView,
} from '@/features/resource-list/controller/use-resource-list'

type LoadStates = () => Promise<typeof import('./list-states')>

/** The list's messages, whose code loads only when there is something to say. */
export function ListNotices({
  list,
  load,
}: {
  list: ListView & ListData & ListNavigation
  load: LoadStates
}) {
  const t = useT()
  const quiet =
    list.corrections.length === 0 &&
    list.status.kind !== 'refused' &&
    list.status.kind !== 'failed' &&
    !list.failureReason
  if (quiet) return null
  return (
    <LoadedPart load={load} what={t('list.aMessage')}>
      {({ ListMessages }) => <ListMessages list={list} />}
    </LoadedPart>
  )
}

interface ListEmptyProps {
  list: ListView & ListData & ListNavigation
  load: LoadStates
  focusFilter?: (attribute: string) => void
}

/** No rows on a page that did load: say why, and offer the way out. */
export function ListEmpty({ list, load, focusFilter }: ListEmptyProps) {
  const t = useT()
  if (list.status.kind !== 'current' || list.rows.length > 0) return null
  return (
    <LoadedPart load={load} what={t('list.emptyMessage')}>
      {({ EmptyState }) => <EmptyState list={list} focusFilter={focusFilter} />}
    </LoadedPart>
  )
}
