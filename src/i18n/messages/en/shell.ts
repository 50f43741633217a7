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
  developerTools: 'Developer',
  developerToolsTitle:
    'Show or hide the developer tools: Request, Copy as cURL, Open resource, Copy JSON',
  openResource: 'Open resource',
  openResourcePlaceholder: 'name',
  removeRecent: 'Remove {name}',
  removeRecentTitle: 'Remove {name} from this list',
  find: 'Find',
  findPlaceholder: 'email, reference, id, name',
  savedViews: 'Saved views',
} as const satisfies Area
