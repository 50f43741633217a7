import type { Area } from '../../catalog'

export const list = {} as const satisfies Area
