import { describe, expect, it } from 'vitest'
import { h, slot, viewNodes } from './view-node'

describe('slot', () => {
  it('holds its name and its fallback, flattened', () => {
    expect(slot('pager', h('p', {}, 'Page 1'), [null, 'more'])).toEqual({
      slot: 'pager',
      fallback: [{ tag: 'p', attrs: {}, children: ['Page 1'] }, 'more'],
    })
  })

  it('takes only the names renderers know', () => {
    // @ts-expect-error: a misspelt slot would silently show its fallback in every renderer.
    const misspelt = slot('paper')
    expect(viewNodes(misspelt)).toHaveLength(1)
  })
})
