import type { Translation } from '../../catalog'

export const toolbar: Translation<'toolbar'> = {}
