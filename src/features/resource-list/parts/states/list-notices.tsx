import { LoadedPart } from '@/components/ui/loaded-part'
import { useT } from '@/i18n/use-language'
import { useListDataContext, useListViewContext } from '../../controller/list-contexts'

type LoadStates = () => Promise<typeof import('./list-states')>

/** The list's messages, whose code loads only when there is something to say. */
export function ListNotices({ load }: { load: LoadStates }) {
  const t = useT()
  const { corrections } = useListViewContext()
  const { status, failureReason } = useListDataContext()
  const quiet =
    corrections.length === 0 &&
    status.kind !== 'refused' &&
    status.kind !== 'failed' &&
    !failureReason
  if (quiet) return null
  return (
    <LoadedPart load={load} what={t('list.aMessage')}>
      {({ ListMessages }) => <ListMessages />}
    </LoadedPart>
  )
}

interface ListEmptyProps {
  load: LoadStates
  focusFilter?: (attribute: string) => void
}

/** No rows on a page that did load: say why, and offer the way out. */
export function ListEmpty({ load, focusFilter }: ListEmptyProps) {
  const t = useT()
  const { status, rows } = useListDataContext()
  if (status.kind !== 'current' || rows.length > 0) return null
  return (
    <LoadedPart load={load} what={t('list.emptyMessage')}>
      {({ EmptyState }) => <EmptyState focusFilter={focusFilter} />}
    </LoadedPart>
  )
}
