// The Counts region's place on the list page (`counts=` in the URL): its code, and so its
// requests, come after the rows are painted; its first line's room is held until then.
import { LoadedPart } from '@/components/ui/loaded-part'
import { useT } from '@/i18n/use-language'

const loadCountsRegion = () => import('./counts-region')

export function CountsPart({ attribute }: { attribute: string }) {
  // Its name is in the first load's catalog: it says so also when the part cannot load.
  const t = useT()
  return (
    <LoadedPart
      load={loadCountsRegion}
      what={t('list.countsPart')}
      afterFirstPaint
      // A line's room meanwhile: the rows below do not move when the counts come.
      placeholder={<div className="counts-room" aria-hidden="true" />}
    >
      {({ CountsRegion }) => <CountsRegion attribute={attribute} />}
    </LoadedPart>
  )
}
