import type { Area } from '../../catalog'

export const auth = {} as const satisfies Area
