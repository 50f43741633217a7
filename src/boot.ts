// The page's entry. It sends the list request (unless index.html's early request has, on a repeat
// visit) and paints the rows when they arrive (first-view/), then starts the app. The app's code
// is fetched only then: fetched beside the first view, it would take the link and the main thread
// from it, and running it is one long task that would keep the painted rows off screen. So it is
// fetched and run once they are shown, or once the answer has taken longer than a first paint
// should wait; what is pressed meanwhile is held (first-view/early-input.ts).
// index.html loads it `async`: it runs, and sends the request, as soon as it arrives, without
// waiting for the page's style sheet or the end of parsing (nothing is painted before those).
import './styles.css'
import { startLanguage } from './i18n/i18n'
import { initialListRequest } from './app/initial-list-request'
import { whenDocumentStyled } from './lib/scheduling'
import { markStarted, showStartFailure } from './app/start-failure'

// It runs: a page that loads from here on has not lost its entry (index.html's inline script).
markStarted('entry')

// The reader's language (a catalog to fetch, unless English) is asked for beside the list: the
// painted first view and React's first render both wait for it, so nothing shows in English first.
void startLanguage()

const firstViewWaitMs = 100

async function startApp() {
  if (initialListRequest)
    await Promise.race([
      initialListRequest.firstView,
      new Promise((resolve) => setTimeout(resolve, firstViewWaitMs)),
    ])
  await whenDocumentStyled()
  await import('./main')
}

startApp().catch((error: unknown) => {
  // The app's code failed to arrive (a chunk missing, the network down) or threw while starting.
  showStartFailure()
  throw error // still reported, as an uncaught error, to whoever looks at the console
})
