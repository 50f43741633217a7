// The period bar's place on the list page: its code loads after the first rows are painted. Its
// room is held meanwhile by the date bar's own style (styles.css), not by a placeholder: the
// first view, painted before React, has none, and React's first render is the same.
import { LoadedPart } from '@/components/ui/loaded-part'
import type { PeriodBarList } from './period-bar'

const loadPeriodBar = () => import('./period-bar')

export function PeriodPart({ list, attribute }: { list: PeriodBarList; attribute: string }) {
  return (
    <LoadedPart load={loadPeriodBar} what="Period" afterFirstPaint>
      {({ PeriodBar }) => <PeriodBar list={list} attribute={attribute} />}
    </LoadedPart>
  )
}
