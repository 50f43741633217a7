// When the app's code cannot be fetched or fails while starting, whatever was painted before it
// (index.html's header, the first view of first-view/) would stay on screen doing nothing. The
// page says so instead, with a Reload button. The message is index.html's template
// `#start-failure-<language>` in the reader's language (the build writes one per language), shown
// from two places: here, by the entry (boot.ts) as soon as the app fails to start, and by
// index.html's inline script when the code gets no further: the entry has not run once the page
// has loaded (its file failed to arrive), or the app has not begun to run 12 s into the page load.
// `markStarted` tells that script how far the code came.
import { preferredLanguage } from '@/i18n/i18n'

/** Called as the entry (boot.ts), then the app (main.tsx), begins to run. */
export function markStarted(
  stage: 'entry' | 'app',
  root: HTMLElement | null = document.getElementById('root'),
): void {
  root?.setAttribute('data-started', stage)
}

/** Replaces what the page shows with the start failure's message, and focuses its Reload. */
export function showStartFailure(reload: () => void = () => window.location.reload()): void {
  const root = document.getElementById('root')
  const template = document.getElementById(`start-failure-${preferredLanguage()}`)
  if (!root || !(template instanceof HTMLTemplateElement)) return
  const message = template.content.cloneNode(true) as DocumentFragment
  const button = message.querySelector('button')
  button?.addEventListener('click', reload)
  root.replaceChildren(message)
  button?.focus()
}
