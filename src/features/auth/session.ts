// How a session ends, in one place. Whatever ends it (a 401/403 from any request, the export's
// included; "Sign out"; another tab signing out of shared remembered credentials; remembered keys
// unused for 30 days), the stored credentials go, and everything else follows from that one
// change: the cache is emptied here, what the service showed is forgotten, and the session guard,
// which subscribes to the credentials, sends the user to the sign-in page.
import type { QueryClient } from '@tanstack/react-query'
import { isAuthError } from '@/lib/api/api-error'
import {
  answeredOtherCredentials,
  clearCredentials,
  dropCredentialsIfSignedOut,
  dropCredentialsIfUnused,
  droppedAsUnused,
  droppedForSignOutElsewhere,
  loadCredentials,
  markSignedOut,
  noteCredentialsUsed,
  signOutMarkKey,
  subscribeToCredentials,
} from '@/lib/api/credentials'
import { forgetEarlyRequests } from '@/lib/api/early-request'
import { forgetValueWidths } from '@/lib/columns/shown-values'
import { forgetKnownColumns } from '@/lib/preferences/known-columns'
import { forgetRefusedAttributes } from '@/lib/preferences/refused-attributes'
import { forgetAcceptedFilters } from '@/lib/preferences/accepted-filters'
import { forgetRecentResources } from '@/lib/preferences/recent-resources'

/**
 * 'elsewhere': another tab signed out, or its key pair was rejected there; 'unused': remembered
 * keys were not used for 30 days.
 */
export type SignInReason = 'expired' | 'signed-out' | 'elsewhere' | 'unused'

export interface SignInState {
  reason?: SignInReason
}

let endReason: SignInReason | undefined

/** Why the credentials went, for the sign-in page's message; undefined while signed in or never. */
export function sessionEndReason(): SignInReason | undefined {
  if (endReason) return endReason
  if (droppedForSignOutElsewhere()) return 'elsewhere'
  return droppedAsUnused() ? 'unused' : undefined
}

// Signing out ends the session in every tab, including those whose credentials were not
// remembered (sessionStorage is per tab, so its removal is not seen elsewhere): the tabs running
// now hear it on this channel, and the others find the sign-out mark when they come back.
const tabs =
  typeof BroadcastChannel === 'undefined'
    ? undefined
    : new BroadcastChannel('distribution-console.session')
const signedOutMessage = 'signed-out'

function endHere(reason: SignInReason): void {
  // Several requests failing together end the session once, for the first reason.
  if (!loadCredentials()) return
  endReason = reason
  clearCredentials()
}

export function endSession(reason: SignInReason): void {
  if (reason === 'signed-out') {
    markSignedOut()
    tabs?.postMessage(signedOutMessage)
  }
  endHere(reason)
  // After the credentials: a tab still showing a list remembers what it saw only while signed in.
  forgetWhatTheServiceShowed()
}

/**
 * Which resources and fields a service has, and which addresses were asked for (filter values,
 * customers' emails among them): kept where the keys are, and nobody else's business once the
 * session has ended, however it ended.
 */
function forgetWhatTheServiceShowed(): void {
  forgetRecentResources()
  forgetEarlyRequests()
  forgetKnownColumns() // this tab's memory of them too, which storage events do not reach
  forgetRefusedAttributes()
  forgetAcceptedFilters()
  forgetValueWidths()
}

/**
 * The query and mutation caches' `onError`: a rejected key pair ends the session. A request sent
 * with an older pair (another tab has signed in with a new one since) ends nothing.
 */
export function endSessionOnAuthError(error: unknown): void {
  if (isAuthError(error) && !answeredOtherCredentials(error)) endSession('expired')
}

/** Signs this tab out when another signed out after this tab signed in, or its keys went unused. */
function catchUpOnSignOut(): void {
  if (dropCredentialsIfSignedOut() || dropCredentialsIfUnused()) forgetWhatTheServiceShowed()
}

// When a tab may have missed the channel's message: shown again (from the back-forward cache too),
// focused, made visible, or told of a new mark by a storage event.
function onComingBack(event: Event): void {
  if (event.type === 'visibilitychange' && document.visibilityState !== 'visible') return
  if (event instanceof StorageEvent && event.key !== signOutMarkKey) return
  catchUpOnSignOut()
}
const comingBack = () =>
  [
    [window, 'pageshow'],
    [window, 'focus'],
    [window, 'storage'],
    [document, 'visibilitychange'],
  ] as const

/** Empties the cache whenever the credentials go, here or in another tab; returns the unsubscribe. */
export function connectSession(queryClient: QueryClient): () => void {
  let signedIn = loadCredentials() !== null
  const onMessage = (event: MessageEvent) => {
    if (event.data !== signedOutMessage) return
    endHere('elsewhere')
    forgetWhatTheServiceShowed()
  }
  tabs?.addEventListener('message', onMessage)
  for (const [target, type] of comingBack()) target.addEventListener(type, onComingBack)
  const unsubscribe = subscribeToCredentials(() => {
    const now = loadCredentials() !== null
    if (signedIn && !now) {
      endReason ??= droppedAsUnused() ? 'unused' : 'elsewhere' // else cleared by another tab
      void queryClient.cancelQueries()
      queryClient.clear()
    }
    if (now) endReason = undefined
    signedIn = now
  })
  // An answer with the keys is their use: remembered keys in use do not expire.
  const unwatch = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') noteCredentialsUsed()
  })
  // A sign-out while this tab was starting, before it listened.
  catchUpOnSignOut()
  // Keys dropped as the page loaded (another tab signed out since, or remembered and unused for
  // 30 days): what they showed goes too.
  if (!loadCredentials() && (droppedForSignOutElsewhere() || droppedAsUnused()))
    forgetWhatTheServiceShowed()
  return () => {
    unsubscribe()
    unwatch()
    tabs?.removeEventListener('message', onMessage)
    for (const [target, type] of comingBack()) target.removeEventListener(type, onComingBack)
  }
}
