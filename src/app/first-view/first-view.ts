// The first view of a list page, painted by the boot chunk when the list's rows arrive before
// React has rendered: a first paint that waits neither for React nor for the app's code. React's
// first render, with the same rows, replaces it without a visible change (createRoot clears the
// root at its first commit), and what was pressed on it in the meantime is replayed then.
import type { ListPage } from '@/lib/api/fetch-list'
import { readPreference } from '@/lib/preferences/preferences'
import { readColumnLayout, readTimeZone } from '@/lib/preferences/display-preferences'
import { readDeveloperTools, type DeveloperTools } from '@/lib/preferences/developer-tools'
import { parseRecentResources, recentResourcesKey } from '@/lib/preferences/recent-resources'
import { readRefusedAttributes } from '@/lib/preferences/refused-attributes'
import { afterNextPaint } from '@/lib/scheduling'
import { dateTimeTextWidth } from '@/lib/columns/date-time-width'
import type { ViewElement } from '@/lib/view/view-node'
import { listViewOf, type ListViewInput } from '@/features/resource-list/view-model/list-view-model'
import type { ResourceConfig } from '@/resources'
import { appShellNode, navigationNodes } from '../shell-view'
import { holdEarlyInput, type EarlyInput } from './early-input'
import { paint } from './paint-dom'

let takenOver = false
let painted: EarlyInput | undefined

/** The page with its rows in the app's frame, as React first renders it; see listViewOf. */
export function firstViewOf(
  input: ListViewInput & { recentResources: readonly string[]; developerTools: DeveloperTools },
): ViewElement | undefined {
  const main = listViewOf(input)
  const nav = navigationNodes(input.pathname, input.recentResources)
  return main && appShellNode({ nav, main, developerTools: input.developerTools })
}

/**
 * Paints the first view into `root` once `page` arrives, unless React has taken over by then.
 * Resolves once the painted view is on screen, or once there is nothing to paint.
 */
export function paintFirstViewWhenReady(
  root: HTMLElement,
  resource: ResourceConfig,
  baseUrl: string,
  page: Promise<ListPage>,
): Promise<void> {
  const { pathname, search } = window.location
  // Measured while the rows are on their way (about 2 ms, the first time), not after they came.
  dateTimeTextWidth(readTimeZone())
  return page.then(
    (answer) => {
      // Paints over index.html's header only: a start failure's message (start-failure.ts) stays.
      const untouched = [...root.children].every((child) => child.id === 'static-shell')
      if (takenOver || !untouched) return
      const view = firstViewOf({
        resource,
        pathname,
        search,
        page: answer,
        layout: readColumnLayout(resource.name),
        timeZone: readTimeZone(),
        recentResources: readPreference(recentResourcesKey(baseUrl), parseRecentResources, []),
        developerTools: readDeveloperTools(),
        refused: readRefusedAttributes(baseUrl, resource.name),
        viewportWidth: window.innerWidth,
      })
      if (!view) return
      const element = paint(view) as HTMLElement
      root.replaceChildren(element) // the header index.html painted, if any
      painted = holdEarlyInput(element, resource.primaryFilters)
      return new Promise<void>((resolve) => afterNextPaint(resolve))
    },
    () => undefined, // React shows the failure
  )
}

/**
 * From now on React renders the page: nothing more is painted. Returns the painted view's held
 * input, to be replayed once React has rendered (undefined if nothing was painted).
 */
export function takeOverFirstView(): EarlyInput | undefined {
  takenOver = true
  const held = painted
  painted = undefined // the painted view's nodes go once React has replaced them
  return held
}
