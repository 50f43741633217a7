// The toolbar's "Group by" choice: a column of the list to group every record of the view by, or
// none. It loads with the toolbar; the grouped view loads on its own once chosen.
import { Disclosure } from '@/components/ui/disclosure'
import { useT } from '@/i18n/use-language'
import {
  useListColumnsContext,
  useListNavigationContext,
  useListViewContext,
} from '../../controller/list-contexts'
import { toolbarLabels } from '../../view-model/list-page-view'

export function GroupByMenu() {
  return (
    <Disclosure label={toolbarLabels().groupBy}>
      <GroupByChoice />
    </Disclosure>
  )
}

function GroupByChoice() {
  const t = useT()
  const { query } = useListViewContext()
  const { shownColumns } = useListColumnsContext()
  const { groupBy } = useListNavigationContext()
  const offered = shownColumns.flatMap(({ spec: { attribute }, label }) =>
    attribute === undefined ? [] : [{ attribute, label }],
  )
  const choice = (attribute: string | undefined, label: string) => (
    <label key={attribute ?? ''}>
      <input
        type="radio"
        name="group-by"
        checked={query.group === attribute}
        onChange={() => groupBy(attribute)}
      />
      {label}
    </label>
  )
  return (
    <fieldset className="counts-menu group-by-menu">
      <legend>{t('list.groupBy')}</legend>
      {choice(undefined, t('list.noGrouping'))}
      {offered.map(({ attribute, label }) => choice(attribute, label))}
    </fieldset>
  )
}
