import { t } from '@/i18n/i18n'
import { defineResource } from './resource-config'

export const products = defineResource({
  name: 'products',
  get title() {
    return t('resources.products')
  },
  get singular() {
    return t('resources.product')
  },
  columns: ['id', 'name', 'productType', 'city', 'country', 'price', 'currency', 'active'],
  keyFields: ['name', 'productType', 'city', 'price'],
  primaryFilters: ['productType'],
})
