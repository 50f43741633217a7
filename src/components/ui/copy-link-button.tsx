// "Copy link" for the page as it is now. Only this button follows the URL as it changes: the
// toolbar and the details around it need not re-render on every page flip.
import { useLocationLink } from '@/hooks/use-location-link'
import { CopyButton, type CopyButtonProps } from './copy-button'

export function CopyLinkButton(props: Omit<CopyButtonProps, 'text'>) {
  const link = useLocationLink()
  return <CopyButton {...props} text={() => link} />
}
