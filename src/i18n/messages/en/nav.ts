// The navigation's parts loaded on demand (src/app): "Open resource"'s names on offer and what it
// says of a name it can't open, and the "Views" menu of saved views. Loaded with those parts, not
// in the first load (see registerEnglish).
import type { Area } from '../../catalog'
import { registerEnglish } from '../../i18n'

export const nav = {
  knownResources: 'Known resources',
  views: 'Views',
  resourceNameInvalid: 'A resource name is one word of letters, digits, - and _ (up to 100).',
  resourceNameMissing: 'Type the name of a resource, e.g. suppliers.',
} as const satisfies Area

registerEnglish('nav', nav)
