import { useEffect, useRef } from 'react'

/**
 * The value, or while it is undefined, the last defined one that was shown. It is kept in a ref,
 * not in state: state set during render would render the caller (a whole list page) twice on
 * every new value, to serve the rare render that needs the old one.
 */
export function useLastDefined<T>(value: T | undefined): T | undefined {
  const shown = useRef(value)
  useEffect(() => {
    if (value !== undefined) shown.current = value
  }, [value])
  // eslint-disable-next-line react-hooks/refs -- read only where the value is gone; see above
  return value ?? shown.current
}
