// Find's field in the navigation, described once (lib/view/view-node.ts): the shell shows it as the
// painted first view paints it. Its results (slot `find-results`) load on first use.
import { t } from '@/i18n/i18n'
import { h, slot } from '@/lib/view/view-node'

const findInputId = 'find-query'

/** "Find": a form (part `find-form`) around its field (part `find`) and its results. */
export function findNode(value = '') {
  return h(
    'form',
    { class: 'find', role: 'search', part: 'find-form' },
    h('label', { for: findInputId }, t('shell.find')),
    h('input', {
      id: findInputId,
      type: 'search',
      value,
      placeholder: t('shell.findPlaceholder'),
      'aria-keyshortcuts': 'Control+K Meta+K',
      spellcheck: 'false',
      autocomplete: 'off',
      part: 'find',
    }),
    slot('find-results'),
  )
}
