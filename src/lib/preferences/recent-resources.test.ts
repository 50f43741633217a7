import { describe, expect, it } from 'vitest'
import {
  maxRecentResources,
  parseRecentResources,
  recentResourcesKey,
  withRecentResource,
} from './recent-resources'

describe('recent resources', () => {
  it('keeps one list per Base URL', () => {
    expect(recentResourcesKey('/api')).not.toBe(recentResourcesKey('https://service.example'))
  })

  it('puts the one used last first, once', () => {
    expect(withRecentResource(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b'])
    expect(withRecentResource([], 'a')).toEqual(['a'])
  })

  it('keeps a bounded number', () => {
    const many = Array.from({ length: 30 }, (_, index) => `r${index}`)
    expect(withRecentResource(many, 'new')).toHaveLength(maxRecentResources)
    expect(parseRecentResources(many)).toHaveLength(maxRecentResources)
  })

  it.each([
    ['not an array', { suppliers: true }, undefined],
    ['names that are not plain', ['ok', '../x', 'a/b', 42, null, '__proto__'], ['ok', '__proto__']],
    ['repeats', ['a', 'b', 'a'], ['a', 'b']],
  ])('reads back only plain names: %s', (_title, stored, expected) => {
    expect(parseRecentResources(stored)).toEqual(expected)
  })
})
