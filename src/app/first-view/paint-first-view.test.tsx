// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppRoutes } from '@/app/app-routes'
import { createQueryClient } from '@/app/query-client'
import { listRequestOptions, sendListRequest } from '@/features/resource-list/request/list-request'
import { clearCredentials, saveCredentials } from '@/lib/api/credentials'
import type { ListPage } from '@/lib/api/fetch-list'
import type { ColumnLayout } from '@/lib/columns/column-layout'
import { forgetValueWidths } from '@/lib/columns/shown-values'
import { readPreference, writePreference } from '@/lib/preferences/preferences'
import {
  columnLayoutKey,
  readColumnLayout,
  readTimeZone,
  timeZoneKey,
} from '@/lib/preferences/display-preferences'
import { developerToolsKey, readDeveloperTools } from '@/lib/preferences/developer-tools'
import { parseRecentResources, recentResourcesKey } from '@/lib/preferences/recent-resources'
import { findResource, type ResourceConfig } from '@/resources'
import { createListQuery, parseListQuery, serializeListQuery } from '@/lib/list-query'
import { demoApiForThisFile } from '@/test/demo-api'
import { chooseLanguage } from '@/i18n/i18n'
import type { Language } from '@/i18n/language'
import { shell as germanShell } from '@/i18n/messages/de/shell'
import { shell as greekShell } from '@/i18n/messages/el/shell'
import { firstViewOf } from './first-view'
import { paint } from './paint-dom'

const demoApi = demoApiForThisFile()
const viewportWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
const jsdomWidth = window.innerWidth
afterEach(async () => {
  await chooseLanguage('en')
  viewportWidth(jsdomWidth)
  localStorage.clear()
  delete document.documentElement.dataset.developerTools
  clearCredentials()
  forgetValueWidths() // each case is a page load, which knows no earlier page's values
  document.body.replaceChildren()
})

/** An element as a comparable string: attributes sorted, text merged, fields by their values. */
function normalised(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent)
  if (!(node instanceof Element)) return ''
  const attributes = [...node.attributes]
    .filter(({ name }) => name !== 'value')
    .map(({ name, value }) => `${name}=${JSON.stringify(value)}`)
    .sort()
  if (node instanceof HTMLInputElement || node instanceof HTMLSelectElement) {
    attributes.push(`.value=${JSON.stringify(node.value)}`)
  }
  const children = [...node.childNodes].map(normalised).filter(Boolean)
  return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${children.join('')}</>`
}

function comparable(container: Element): string {
  const copy = container.cloneNode(true) as Element
  copy.normalize()
  for (const text of [...copy.querySelectorAll('*')].flatMap((element) => [
    ...element.childNodes,
  ])) {
    if (text.nodeType === Node.TEXT_NODE && text.textContent === '') text.remove()
  }
  return normalised(copy)
}

/** The app at `path`, rendered with `page` already in the query cache; returns its container. */
function mountApp(path: string, queryKey: readonly unknown[], page: ListPage) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(queryKey, page)
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  const render = () =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    )
  const remove = () => {
    root.unmount()
    container.remove()
  }
  return { element: container, show: render, remove }
}

/** React's first commit of the page at `path` with `page` already in the query cache. */
async function reactFirstRender(path: string, queryKey: readonly unknown[], page: ListPage) {
  const app = mountApp(path, queryKey, page)
  // Taken as the commit lands, before its effects run (they load the toolbar, and so on).
  const firstCommit = new Promise<string>((resolve) => {
    new MutationObserver((_records, observer) => {
      observer.disconnect()
      resolve(comparable(app.element))
    }).observe(app.element, { childList: true })
  })
  app.show()
  const html = await firstCommit
  app.remove()
  return html
}

/** The toolbar React shows once its code has loaded, on the page at `path`. */
async function reactToolbar(path: string, queryKey: readonly unknown[], page: ListPage) {
  const app = mountApp(path, queryKey, page)
  app.show()
  const toolbar = await vi.waitFor(
    () => {
      const loaded = app.element.querySelector('.list-tools:not(.list-tools-placeholder)')
      if (!loaded) throw new Error('The toolbar has not loaded')
      return loaded.cloneNode(true) as Element
    },
    { timeout: 5000 },
  )
  app.remove()
  return toolbar
}

/** What a toolbar's controls say, in order: its buttons, and the labels of its checkboxes. */
function toolTexts(toolbar: Element): string[] {
  return [...toolbar.querySelectorAll('button, label')].map((control) => control.textContent)
}

/** The first view's input for `resource`'s list, as boot.ts reads it from the page and storage. */
function firstViewInput(resource: ResourceConfig, page: ListPage, baseUrl: string, search = '') {
  return {
    resource,
    pathname: `/${resource.name}`,
    search,
    page,
    layout: readColumnLayout(resource.name),
    timeZone: readTimeZone(),
    recentResources: readPreference(recentResourcesKey(baseUrl), parseRecentResources, []),
    developerTools: readDeveloperTools(),
    viewportWidth: window.innerWidth,
  }
}

function paintedFirstView(pathname: string, search: string, page: ListPage, baseUrl: string) {
  const resource = findResource(pathname.slice(1))!
  const view = firstViewOf({ ...firstViewInput(resource, page, baseUrl, search), pathname })
  if (!view) return undefined
  const container = document.createElement('div')
  container.append(paint(view))
  return comparable(container)
}

const pinnedLayout: ColumnLayout = {
  columnOrder: ['status', 'reference'],
  columnVisibility: { createdAt: true, id: false },
  columnSizing: { status: 200, totalPrice: 90 },
  columnPinning: { start: ['reference', 'status'], end: [] },
  density: 'compact',
}

/** A page the service could send (for what the demo service never does), received at `receivedAt`. */
function pageOf(rows: ListPage['rows'], total: number | undefined, receivedAt = Date.now()) {
  const request = { url: '', method: 'GET', status: 200, durationMs: 1, receivedAt }
  return { rows, total, request } as unknown as ListPage
}

const strayRows = [
  { id: 's1', name: ' Lisbon Walks', verified: true, onboardedAt: '2026-01-02T10:00:00Z' },
  { id: 's2', name: ' Lisbon Walks', verified: false, onboardedAt: '2026-01-01T09:00:00Z' },
]

const cases: {
  name: string
  path: string
  prepare?: (baseUrl: string) => void
  /** What the service answers, where the demo service would not. */
  page?: ListPage
  language?: Language
}[] = [
  { name: 'products', path: '/products' },
  { name: 'bookings, newest first with day separators', path: '/bookings' },
  { name: 'products at 760 px', path: '/products', prepare: () => viewportWidth(760) },
  { name: 'a resource no file describes', path: '/suppliers' },
  {
    name: 'products filtered, sorted on two keys, on page 2 of 5 rows',
    path: '/products?filters[productType]=tour&sorting[price]=DESC&sorting[city]=ASC&pagination[page]=1&pagination[size]=5',
  },
  {
    name: 'bookings with a stored layout (hidden, pinned, resized, reordered), compact, in UTC',
    path: '/bookings?filters[status]=CONFIRMED&sorting[createdAt]=ASC',
    prepare: (baseUrl) => {
      writePreference(columnLayoutKey('bookings'), pinnedLayout)
      writePreference(timeZoneKey, 'utc')
      writePreference(recentResourcesKey(baseUrl), ['suppliers', 'bookings'])
    },
  },
  {
    name: 'products with the developer tools hidden',
    path: '/products',
    prepare: () => writePreference(developerToolsKey, 'hidden'),
  },
  {
    name: 'products filtered by a yes/no column, sorted by a time column, days separated',
    path: '/products?filters[active]=false&sorting[createdAt]=DESC&pagination[size]=20',
  },
  {
    name: 'a resource no file describes, by its own time column, without a total',
    path: '/suppliers?filters[verified]=true&sorting[onboardedAt]=ASC',
    prepare: (baseUrl) => writePreference(recentResourcesKey(baseUrl), ['places', 'suppliers']),
  },
  {
    name: 'a filter value with stray spaces, a yes/no filter, the rows without a total',
    path: '/suppliers?filters[name]=+Lisbon+Walks+&filters[verified]=true&sorting[onboardedAt]=DESC',
    page: pageOf(strayRows, undefined),
  },
  {
    name: 'a page past the end of a total that shrank',
    path: '/suppliers?pagination[page]=7&pagination[size]=5',
    page: pageOf(strayRows, 12),
  },
  {
    name: 'one row, counted in the singular, on a page size of its own',
    path: '/bookings?filters[reference]=R-1&pagination[size]=3',
    page: pageOf([{ id: 'b1', reference: 'R-1', createdAt: '2026-01-02T10:00:00Z' }], 1),
  },
  {
    name: 'bookings in German, with a resource opened before',
    path: '/bookings?sorting[totalPrice]=DESC',
    prepare: (baseUrl) => writePreference(recentResourcesKey(baseUrl), ['suppliers']),
    language: 'de',
  },
  { name: 'products in Greek', path: '/products', language: 'el' },
]

describe('the first view painted before React', () => {
  it.each(cases)('is what React first renders: $name', async ({ path, prepare, ...given }) => {
    const baseUrl = demoApi.current.url
    saveCredentials({ baseUrl, apiKey: 'demo-key', secretKey: 'demo-secret' }, false)
    prepare?.(baseUrl)
    if (given.language) await chooseLanguage(given.language)
    const url = new URL(path, 'http://console.test')
    const resource = findResource(url.pathname.slice(1))!
    const query = parseListQuery(url.search).query
    const options = listRequestOptions({ resource, baseUrl, query })
    const page = given.page ?? (await sendListRequest(options))
    expect(page.rows.length).toBeGreaterThan(0)

    const painted = paintedFirstView(url.pathname, url.search, page, baseUrl)
    expect(painted).toBeDefined()
    // The language took effect: the painter wrote its words, not English ones.
    const signOut = { de: germanShell.signOut, el: greekShell.signOut }
    if (given.language === 'de' || given.language === 'el')
      expect(painted).toContain(`"${signOut[given.language]}"`)
    expect(painted).toEqual(await reactFirstRender(path, options.queryKey, page))
  })

  it.each<Language>(['en', 'de', 'el'])(
    'holds the place of a toolbar that, once loaded, says what its placeholder said (%s)',
    async (language) => {
      const baseUrl = demoApi.current.url
      saveCredentials({ baseUrl, apiKey: 'demo-key', secretKey: 'demo-secret' }, false)
      await chooseLanguage(language)
      const resource = findResource('bookings')!
      const options = listRequestOptions({ resource, baseUrl, query: createListQuery() })
      const page = await sendListRequest(options)
      const painted = document.createElement('div')
      painted.append(paint(firstViewOf(firstViewInput(resource, page, baseUrl))!))
      const placeholder = painted.querySelector('.list-tools-placeholder')!
      const loaded = await reactToolbar('/bookings', options.queryKey, page)
      expect(toolTexts(placeholder)).toHaveLength(11)
      expect(toolTexts(loaded)).toEqual(toolTexts(placeholder))
    },
  )

  const hostile = '<img src=x onerror="alert(1)">"\'&amp;</td><script>alert(2)</script>'
  const hostilePage: ListPage = {
    rows: [
      { id: hostile, [hostile]: hostile, url: 'javascript:alert(3)', status: hostile },
      { id: '2', name: `${hostile}`, createdAt: '2026-11-25T10:00:00Z' },
    ],
    total: 2,
    request: { url: '', method: 'GET', status: 200, durationMs: 1, receivedAt: 0 },
  } as unknown as ListPage

  it('puts whatever the service sends in as text, never as markup', () => {
    const view = firstViewOf({
      resource: findResource('suppliers')!,
      pathname: '/suppliers',
      search: `?${serializeListQuery(createListQuery({ filters: { name: hostile } }))}`,
      page: hostilePage,
      layout: readColumnLayout('suppliers'),
      timeZone: 'local',
      recentResources: [hostile],
      developerTools: 'shown',
      viewportWidth: window.innerWidth,
    })
    const element = paint(view!) as HTMLElement
    expect(element.querySelectorAll('img, script')).toHaveLength(0)
    expect(element.querySelector(`tr[data-record-id]`)?.getAttribute('data-record-id')).toBe(
      hostile,
    )
    // Verbatim, as the service sent it: toHaveTextContent normalises whitespace.
    // eslint-disable-next-line jest-dom/prefer-to-have-text-content
    expect(element.textContent).toContain(hostile)
    expect(
      [...element.querySelectorAll('a')].map((link) => link.getAttribute('href')),
    ).not.toContain('javascript:alert(3)')
  })

  it('leaves to React a URL it corrects, a record opened, a page without rows, a refusal', () => {
    const base = {
      resource: findResource('suppliers')!,
      pathname: '/suppliers',
      search: '',
      page: hostilePage,
      layout: readColumnLayout('suppliers'),
      timeZone: 'local' as const,
      recentResources: [],
      developerTools: 'shown' as const,
      viewportWidth: window.innerWidth,
    }
    expect(firstViewOf(base)).toBeDefined()
    expect(firstViewOf({ ...base, search: '?pagination[size]=999' })).toBeUndefined()
    expect(firstViewOf({ ...base, search: '?pagination[page]=0' })).toBeUndefined()
    expect(firstViewOf({ ...base, pathname: '/suppliers/2' })).toBeUndefined()
    expect(firstViewOf({ ...base, page: { ...hostilePage, rows: [] } })).toBeUndefined()
    // A column marked with what the service refused to do with it.
    expect(firstViewOf({ ...base, refused: new Map([['name', ['filter']]]) })).toBeUndefined()
    expect(firstViewOf({ ...base, refused: new Map([['nowhere', ['sort']]]) })).toBeDefined()
  })
})
