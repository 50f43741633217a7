import type { Area } from '../../catalog'

export const toolbar = {} as const satisfies Area
