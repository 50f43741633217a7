import type { Translation } from '../../catalog'

export const exporting: Translation<'export'> = {}
