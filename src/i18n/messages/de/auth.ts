import type { Translation } from '../../catalog'

export const auth: Translation<'auth'> = {}
