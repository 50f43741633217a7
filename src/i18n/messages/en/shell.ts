// The app's frame: header, navigation, "Open resource", the not-found page.
import type { Area } from '../../catalog'

export const shell = {
  skipToContent: 'Skip to content',
  brand: 'Distribution Console',
  mainNavigation: 'Main',
  signOut: 'Sign out',
  language: 'Language',
  openResource: 'Open resource',
  openResourcePlaceholder: 'name',
  resourceNameInvalid: 'A resource name is one word of letters, digits, - and _ (up to 100).',
  resourceNameMissing: 'Type the name of a resource, e.g. suppliers.',
  knownResources: 'Known resources',
  removeRecent: 'Remove {name}',
  removeRecentTitle: 'Remove {name} from this list',
  views: 'Views',
  savedViews: 'Saved views',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is nothing at this address.',
  goToProducts: 'Go to products',
} as const satisfies Area
