import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import '@/i18n/messages/en/toolbar'
import { useT } from '@/i18n/use-language'

type MessageKind = 'progress' | 'status' | 'alert'
type Hosts = Record<MessageKind, HTMLElement | null>

const MessageHosts = createContext<Hosts | undefined>(undefined)

/**
 * Where the messages of the tools inside it show: a stack over the page's corner, so a message
 * never takes room from the buttons. The status region is there before any message, so screen
 * readers announce what arrives in it; each alert is announced as it appears.
 */
export function MessageArea({ children }: { children: ReactNode }) {
  const [progress, setProgress] = useState<HTMLElement | null>(null)
  const [status, setStatus] = useState<HTMLElement | null>(null)
  const [alert, setAlert] = useState<HTMLElement | null>(null)
  const hosts = useMemo(() => ({ progress, status, alert }), [progress, status, alert])
  return (
    <>
      <MessageHosts value={hosts}>{children}</MessageHosts>
      <div className="message-area">
        <div ref={setProgress} className="message-group" />
        <div ref={setStatus} className="message-group" role="status" />
        <div ref={setAlert} className="message-group" />
      </div>
    </>
  )
}

export function useInMessageArea(): boolean {
  return use(MessageHosts) !== undefined
}

interface MessageProps {
  kind: MessageKind
  children: ReactNode
  className?: string
  /** Adds a "×" button that closes the message. */
  onDismiss?: () => void
  /** The message leaves on its own after this long, but never while focus or the pointer is in it. */
  timeout?: { ms: number; onTimeout: () => void }
}

/** One message in the area around it. An alert carries its own role; progress is not live. */
export function Message({ kind, children, className = '', onDismiss, timeout }: MessageProps) {
  const t = useT()
  const host = use(MessageHosts)?.[kind]
  const [focused, setFocused] = useState(false)
  const [pointed, setPointed] = useState(false)
  const onTimeout = useRef(timeout?.onTimeout)
  useEffect(() => {
    onTimeout.current = timeout?.onTimeout
  })
  const timeoutMs = timeout?.ms
  useEffect(() => {
    if (timeoutMs === undefined || focused || pointed) return
    const timer = setTimeout(() => onTimeout.current?.(), timeoutMs)
    return () => clearTimeout(timer)
  }, [timeoutMs, focused, pointed])
  if (!host) return null
  return createPortal(
    <div
      className={`message ${className}`}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
      onPointerEnter={() => setPointed(true)}
      onPointerLeave={() => setPointed(false)}
    >
      <div className="message-body" role={kind === 'alert' ? 'alert' : undefined}>
        {children}
      </div>
      {onDismiss && (
        <button
          type="button"
          className="message-dismiss"
          aria-label={t('toolbar.dismiss')}
          onClick={onDismiss}
        >
          ×
        </button>
      )}
    </div>,
    host,
  )
}
