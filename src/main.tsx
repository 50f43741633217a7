import { initialListRequest } from './app/initial-list-request'
import { StrictMode, useEffect, useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './app/app-routes'
import { takeOverFirstView } from './app/first-view/first-view'
import { afterNextPaint } from './lib/scheduling'
import { createQueryClient } from './app/query-client'
import { seededListRequestOptions } from './features/resource-list/request/list-request'
import { markStarted } from './app/start-failure'
import { startLanguage } from './i18n/i18n'

// Its code arrived: index.html's watchdog stands down. A failure from here on rejects boot.ts's
// import of this module, which says so at once.
markStarted('app')

// A skeleton that flashes for a few milliseconds only to be replaced by rows is worse than none:
// give the list request a moment to land so the first render can already show the rows.
const firstRenderWaitMs = 100

const queryClient = createQueryClient()
let prefetched: Promise<void> | undefined
if (initialListRequest) {
  const { options, page } = initialListRequest
  prefetched = queryClient.prefetchQuery(seededListRequestOptions(options, page))
  await Promise.race([prefetched, new Promise((resolve) => setTimeout(resolve, firstRenderWaitMs))])
}
// Rows painted before React (first-view/) are in its first render too, so nothing moves. That
// render is one long task: started at once, it would keep the painted rows off screen until it
// ends, so it waits for the browser to show them first.
// Its first render is in the reader's language: a fetched catalog (boot.ts asked for it) is in.
await startLanguage()
let earlyInput = takeOverFirstView()
if (earlyInput) {
  await prefetched
  await new Promise<void>((resolve) => afterNextPaint(resolve))
}

/** Once React's first render is on screen, what was pressed on the painted first view goes to it. */
function ReplayEarlyInput({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => earlyInput?.handOverFocus(root), [root])
  useEffect(() => {
    void earlyInput?.replay(root)
    earlyInput = undefined // nothing keeps the replaced view's nodes alive
  }, [root])
  return null
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* Navigations render at once: a page flip is small, and a transition would only delay it. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
          <ReplayEarlyInput root={root} />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  )
}
