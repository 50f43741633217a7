import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'

interface DisclosureProps {
  label: string
  /** The button's accessible name and tooltip when its label is a sign ("▾"). */
  buttonName?: string
  /** The panel's accessible name; defaults to the button's label. */
  panelLabel?: string
  /** The button that opens the panel, for focus to come back to it. */
  buttonRef?: RefObject<HTMLButtonElement | null>
  children: ReactNode
}

const edge = 8
const gap = 5
/** Below this much room under the button, the panel opens upwards when there is more room there. */
const roomWanted = 240

/**
 * Keeps an open panel inside the viewport: it opens below its button, or above when there is more
 * room there, is no taller than the room it has (its content scrolls), and shifts sideways rather
 * than cross either edge.
 */
function fitPanel(button: HTMLElement, panel: HTMLElement) {
  const viewport = document.documentElement
  const width = viewport.clientWidth
  const height = viewport.clientHeight
  const anchor = button.getBoundingClientRect()
  const below = height - anchor.bottom - gap - edge
  const above = anchor.top - gap - edge
  const upwards = below < roomWanted && above > below
  panel.dataset.side = upwards ? 'above' : 'below'
  panel.style.maxHeight = `${Math.max(0, Math.floor(upwards ? above : below))}px`
  panel.style.maxWidth = `${width - 2 * edge}px`
  // Right-aligned with its button unless that would cross an edge of the viewport.
  const panelWidth = panel.getBoundingClientRect().width
  const right = Math.min(width - edge, Math.max(anchor.right, edge + panelWidth))
  panel.style.right = `${anchor.right - right}px`
}

/** A button that shows a panel below it; Escape, a click elsewhere or following a link closes it. */
export function Disclosure({
  label,
  buttonName,
  panelLabel,
  buttonRef,
  children,
}: DisclosureProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const ownButton = useRef<HTMLButtonElement>(null)
  const button = buttonRef ?? ownButton
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])
  useLayoutEffect(() => {
    if (!open) return
    const place = () => {
      if (button.current && panel.current) fitPanel(button.current, panel.current)
    }
    place()
    // The content may grow after opening (columns arrive); the page may scroll or be resized.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : undefined
    if (panel.current?.firstElementChild) observer?.observe(panel.current.firstElementChild)
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, { passive: true, capture: true })
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, { capture: true })
    }
  }, [open, button])
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  return (
    <div
      className="disclosure"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault()
          close()
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonName}
        title={buttonName}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          className="disclosure-panel"
          role="group"
          aria-label={panelLabel ?? buttonName ?? label}
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setOpen(false)
          }}
        >
          {children}
        </div>
      )}
    </div>
  )
}
