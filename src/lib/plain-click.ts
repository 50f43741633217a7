// Whether a click on a link is the app's to follow: a plain click follows it here; with a modifier
// or another button the browser opens it elsewhere (a new tab or window).
export function isPlainClick(event: {
  button: number
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey
}
