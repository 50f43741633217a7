import { defineResource } from './resource-config'

export const products = defineResource({
  name: 'products',
  title: 'Products',
  singular: 'product',
  columns: ['id', 'name', 'productType', 'city', 'country', 'price', 'currency', 'active'],
  primaryFilters: ['productType'],
})
