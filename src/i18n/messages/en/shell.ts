// The app's frame: header, navigation, "Open resource".
import type { Area } from '../../catalog'

export const shell = {
  skipToContent: 'Skip to content',
  brand: 'Distribution Console',
  /** The browser tab's title: the page shown, then the console's name. */
  pageTitle: '{page} · Distribution Console',
  mainNavigation: 'Main',
  signOut: 'Sign out',
  language: 'Language',
  openResource: 'Open resource',
  openResourcePlaceholder: 'name',
  removeRecent: 'Remove {name}',
  removeRecentTitle: 'Remove {name} from this list',
  savedViews: 'Saved views',
} as const satisfies Area
