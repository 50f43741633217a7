import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

interface DisclosureProps {
  label: string
  /** The panel's accessible name; defaults to the button's label. */
  panelLabel?: string
  children: ReactNode
}

/** A button that shows a panel below it; Escape, a click elsewhere or following a link closes it. */
export function Disclosure({ label, panelLabel, children }: DisclosureProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])
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
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open && (
        <div
          id={panelId}
          className="disclosure-panel"
          role="group"
          aria-label={panelLabel ?? label}
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
