// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { screen } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ListPage } from '@/lib/api/fetch-list'
import { languageKey } from '@/i18n/i18n'
import { startFailureWords } from '@/i18n/start-failure-words'
import { findResource } from '@/resources'
import { startFailureHtml } from '../../scripts/static-shell-plugin'
import { paintFirstViewWhenReady } from './first-view/first-view'
import { markStarted, showStartFailure } from './start-failure'

// As the build writes it: the start failure in each language from the catalogs.
const html = readFileSync('index.html', 'utf8').replace(
  '<!-- start-failure -->',
  startFailureHtml(startFailureWords()),
)
// The watchdog is the last inline script; the first sends a repeat visit's early request.
const inlineScript = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].at(-1)![1]!
const message = 'The console could not start. Check your connection and reload.'
const inGerman =
  'Die Konsole konnte nicht starten. Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.'
const inGreek =
  'Η κονσόλα δεν μπόρεσε να ξεκινήσει. Ελέγξτε τη σύνδεσή σας και κάντε επαναφόρτωση της σελίδας.'
const chooseOnDevice = (language: string) =>
  localStorage.setItem(`distribution-console.${languageKey}`, JSON.stringify(language))

/** index.html's body (its scripts do not run), `painted` (if any) in the root as a painted view. */
function loadPage(painted = '<table><tr data-record-id="1"><td>row</td></tr></table>') {
  const page = new DOMParser().parseFromString(html, 'text/html')
  document.body.replaceChildren(
    ...[...page.body.childNodes].map((node) => document.adoptNode(node)),
  )
  const root = document.getElementById('root')!
  if (painted === '') return root
  root.replaceChildren() // a painted view replaced index.html's header
  root.insertAdjacentHTML('beforeend', `<input aria-label="Filter status">${painted}`)
  screen.getByRole('textbox', { name: 'Filter status' }).focus()
  return root
}

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
  localStorage.clear()
})

describe('the app failing to start', () => {
  it('replaces what was painted with a message and Reload, which has the focus', async () => {
    const root = loadPage()
    const reload = vi.fn()
    showStartFailure(reload)
    expect(screen.getByRole('alert')).toHaveTextContent(message)
    expect(root.querySelector('[data-record-id]')).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    const button = screen.getByRole('button', { name: 'Reload' })
    expect(button).toHaveFocus()
    await userEvent.click(button)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('says so where nothing was painted (the sign-in page, or before the rows arrive)', () => {
    loadPage('')
    showStartFailure(vi.fn())
    expect(screen.getByRole('alert')).toHaveTextContent(message)
  })

  it('says so in the reader’s language, marked as such', () => {
    chooseOnDevice('de')
    loadPage()
    showStartFailure(vi.fn())
    expect(screen.getByRole('alert')).toHaveTextContent(inGerman)
    expect(screen.getByRole('button', { name: 'Neu laden' })).toHaveFocus()
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'de')
  })
})

describe('the first view, painted when its rows arrive', () => {
  const page = {
    rows: [{ id: 'b1', status: 'CONFIRMED', createdAt: '2026-01-02T10:00:00Z' }],
    total: 1,
    request: { url: '', method: 'GET', status: 200, durationMs: 1, receivedAt: 0 },
  } as unknown as ListPage

  beforeEach(() => window.history.replaceState(null, '', '/bookings'))

  it("replaces index.html's header", async () => {
    const root = loadPage('')
    await paintFirstViewWhenReady(root, findResource('bookings')!, '/api', Promise.resolve(page))
    expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument()
  })

  it('is not painted over a start failure', async () => {
    const root = loadPage('')
    showStartFailure(vi.fn())
    await paintFirstViewWhenReady(root, findResource('bookings')!, '/api', Promise.resolve(page))
    expect(screen.getByRole('alert')).toHaveTextContent(message)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})

describe("index.html's watchdog", () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.spyOn(performance, 'now').mockReturnValue(0) // the page load starts now
  })
  const runInlineScript = () => new Function(inlineScript)()

  it('shows the message when the app has not begun to run 12 s into the page load', () => {
    loadPage()
    runInlineScript()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    vi.advanceTimersByTime(12_000)
    expect(screen.getByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus()
  })

  it('waits the 12 s for an entry that runs', () => {
    loadPage()
    runInlineScript()
    markStarted('entry')
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(11_000)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    vi.advanceTimersByTime(1_000)
    expect(screen.getByRole('alert')).toHaveTextContent(message)
  })

  it('stands down once the app has begun to run', () => {
    loadPage()
    runInlineScript()
    markStarted('entry')
    markStarted('app')
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(12_000)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Filter status' })).toBeInTheDocument()
  })

  it('shows the message once the page has loaded without its entry (the file failed)', () => {
    loadPage()
    runInlineScript()
    window.dispatchEvent(new Event('load'))
    expect(screen.getByRole('alert')).toHaveTextContent(message)
  })

  it('shows it in the reader’s language', () => {
    chooseOnDevice('el')
    loadPage()
    runInlineScript()
    vi.advanceTimersByTime(12_000)
    expect(screen.getByRole('alert')).toHaveTextContent(inGreek)
    expect(screen.getByRole('button', { name: 'Επαναφόρτωση' })).toHaveFocus()
  })
})
