import type { Translation } from '../../catalog'

export const states: Translation<'states'> = {}
