// The toolbar's "Counts" choice: the columns of few values seen (countable-columns.ts), one to
// count the view's records by, or none. It loads with the toolbar; the region with the counts
// loads on its own once chosen.
import '@/i18n/messages/en/counts'
import { Disclosure } from '@/components/ui/disclosure'
import { useSeenValuesVersion } from '@/hooks/use-seen-values'
import { useT } from '@/i18n/use-language'
import { countabilityOf, maxCountedValues } from '@/lib/counts/countable-columns'
import {
  useListColumnsContext,
  useListNavigationContext,
  useListViewContext,
} from '../../controller/list-contexts'
import { toolbarLabels } from '../../view-model/list-page-view'
import { useRefusedCounts } from './refused-counts'

export function CountsMenu() {
  return (
    <Disclosure label={toolbarLabels().counts}>
      <CountsChoice />
    </Disclosure>
  )
}

function CountsChoice() {
  const t = useT()
  const { resource, query, seenValues } = useListViewContext()
  const { shownColumns } = useListColumnsContext()
  const { showCounts } = useListNavigationContext()
  useSeenValuesVersion(seenValues)
  const refused = useRefusedCounts(resource.name)
  const offered = shownColumns.flatMap(({ spec, label }) => {
    const { attribute } = spec
    if (attribute === undefined || refused(attribute)) return []
    const seen = seenValues?.store.column(seenValues.scope, attribute)
    return countabilityOf(spec, seen).kind === 'countable' ? [{ attribute, label }] : []
  })
  const choice = (attribute: string | undefined, label: string) => (
    <label key={attribute ?? ''}>
      <input
        type="radio"
        name="counts-by"
        checked={query.counts === attribute}
        onChange={() => showCounts(attribute)}
      />
      {label}
    </label>
  )
  return (
    <fieldset className="counts-menu">
      <legend>{t('counts.choose')}</legend>
      {choice(undefined, t('counts.none'))}
      {offered.map(({ attribute, label }) => choice(attribute, label))}
      <p className="muted">
        {offered.length === 0
          ? t('counts.noColumns')
          : t('counts.limit', { max: maxCountedValues })}
      </p>
    </fieldset>
  )
}
