import type { Area } from '../../catalog'

export const states = {} as const satisfies Area
