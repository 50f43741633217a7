// The period bar's place on the list page: its code loads after the first rows are painted. Its
// room is held meanwhile by the date bar's own style (styles.css), not by a placeholder: the
// first view, painted before React, has none, and React's first render is the same.
import { LoadedPart } from '@/components/ui/loaded-part'
import { useT } from '@/i18n/use-language'

const loadPeriodBar = () => import('./period-bar')

export function PeriodPart({ attribute }: { attribute: string }) {
  // Its name is in the first load's catalog: it says so also when the part cannot load.
  const t = useT()
  return (
    <LoadedPart load={loadPeriodBar} what={t('list.period')} afterFirstPaint>
      {({ PeriodBar }) => <PeriodBar attribute={attribute} />}
    </LoadedPart>
  )
}
