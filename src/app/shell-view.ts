// The app's frame as it shows, described once (lib/view/view-node.ts): AppShell renders it,
// the painted first view paints it, and the build writes it into index.html as the header shown
// before any code runs (scripts/static-shell-plugin.ts). No React here. Its texts are the
// language in force's (src/i18n): a renderer that shows them re-renders when it changes.
import { findNode } from '@/features/find/find-view'
import { t } from '@/i18n/i18n'
import { currentLanguage, languageNames, languages } from '@/i18n/language'
import { resourceLabel } from '@/lib/columns/column-labels'
import type { DeveloperTools } from '@/lib/preferences/developer-tools'
import { h, slot, type ViewChild } from '@/lib/view/view-node'
import { navResources } from '@/resources'

/** The "Language" choice (part `language`): each language in its own words. */
function languageSelect() {
  return h(
    'select',
    {
      class: 'language-select',
      part: 'language',
      'aria-label': t('shell.language'),
      value: currentLanguage(),
    },
    languages.map((language) =>
      h('option', { key: language, value: language, lang: language }, languageNames[language]),
    ),
  )
}

/**
 * "Developer" (part `developer-tools`): pressed while the developer tools show (see
 * lib/preferences/developer-tools.ts).
 */
function developerToolsToggle(developerTools: DeveloperTools) {
  return h(
    'button',
    {
      type: 'button',
      class: 'developer-toggle',
      part: 'developer-tools',
      'aria-pressed': String(developerTools === 'shown'),
      title: t('shell.developerToolsTitle'),
    },
    t('shell.developerTools'),
  )
}

/**
 * Skip link, header with the brand, navigation (slot `nav`), "Developer" (part
 * `developer-tools`), "Language" (part `language`) and "Sign out" (part `sign-out`), then the
 * page (slot `main`); `fill` gives the painted view's.
 */
export function appShellNode(
  fill: { nav?: ViewChild; main?: ViewChild; developerTools?: DeveloperTools } = {},
) {
  return h(
    'div',
    { class: 'app' },
    h('a', { class: 'skip-link', href: '#main' }, t('shell.skipToContent')),
    h(
      'header',
      { class: 'app-header' },
      h('span', { class: 'brand' }, t('shell.brand')),
      h(
        'nav',
        { 'aria-label': t('shell.mainNavigation'), class: 'main-nav' },
        slot('nav', fill.nav),
      ),
      h(
        'div',
        { class: 'header-end' },
        developerToolsToggle(fill.developerTools ?? 'shown'),
        languageSelect(),
        h('button', { type: 'button', class: 'sign-out', part: 'sign-out' }, t('shell.signOut')),
      ),
    ),
    h('main', { id: 'main', class: 'app-main' }, slot('main', fill.main)),
  )
}

/** A navigation link (part `nav-link`), marked as the page's on `pathname` and below it. */
function navLink(href: string, text: string, pathname: string, title?: string) {
  const active = pathname === href || pathname.startsWith(`${href}/`)
  const current = active ? 'page' : undefined
  const attrs = { 'aria-current': current, class: active ? 'active' : undefined }
  return h('a', { ...attrs, href, title, part: 'nav-link', key: href }, text)
}

/** The links to the resources the navigation names. */
export function navResourceLinks(pathname: string) {
  return navResources.map((resource) => navLink(`/${resource.name}`, resource.title, pathname))
}

const navNames = new Set(navResources.map((resource) => resource.name))

/** The resources opened before that get a link of their own: those the navigation does not name. */
export function recentResourcesShown(names: readonly string[]): string[] {
  return names.filter((name) => !navNames.has(name))
}

/** A resource opened before: its link, named in words, and its × (part `recent-remove`). */
export function recentResourceNode(name: string, pathname: string) {
  return h(
    'span',
    { class: 'recent-resource', key: name },
    navLink(`/${encodeURIComponent(name)}`, resourceLabel(name), pathname, name),
    h(
      'button',
      {
        type: 'button',
        class: 'recent-resource-remove',
        'aria-label': t('shell.removeRecent', { name }),
        title: t('shell.removeRecentTitle', { name }),
        part: 'recent-remove',
      },
      '×',
    ),
  )
}

const openResourceId = 'open-resource-name'
/** The id of the names "Open resource" offers, while they show. */
export const openResourceListId = `${openResourceId}-list`

export interface OpenResourceField {
  /** What is typed. */
  value: string
  /** Whether the names offered show (slot `names`, with `openResourceListId`). */
  expanded?: boolean
  activeOptionId?: string
  /** What is wrong with the name asked for, said under the field. */
  problem?: string
}

/**
 * "Open resource": a form (part `open-resource-form`) around its combobox (part `open-resource`),
 * the names it offers (slot `names`) and what is wrong with the name asked for.
 */
export function openResourceNode(field: OpenResourceField = { value: '' }) {
  const { expanded = false, problem } = field
  const problemId = `${openResourceId}-problem`
  return h(
    'form',
    { class: 'open-resource developer-tool', part: 'open-resource-form' },
    h('label', { for: openResourceId }, t('shell.openResource')),
    h('input', {
      id: openResourceId,
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': String(expanded),
      'aria-controls': expanded ? openResourceListId : undefined,
      'aria-activedescendant': field.activeOptionId,
      placeholder: t('shell.openResourcePlaceholder'),
      spellcheck: 'false',
      autocomplete: 'off',
      value: field.value,
      'aria-invalid': problem ? 'true' : undefined,
      'aria-describedby': problem ? problemId : undefined,
      part: 'open-resource',
    }),
    slot('names'),
    problem && h('span', { id: problemId, class: 'open-resource-problem', role: 'alert' }, problem),
  )
}

/**
 * The navigation as first shown on `pathname` (see resource-navigation.tsx): the resources' links,
 * those opened before with this Base URL, "Open resource" and "Find", empty.
 */
export function navigationNodes(pathname: string, recentResources: readonly string[]) {
  return [
    navResourceLinks(pathname),
    recentResourcesShown(recentResources).map((name) => recentResourceNode(name, pathname)),
    openResourceNode(),
    findNode(),
  ]
}
