export interface Place {
  city: string
  country: string
  countryCode: string
  currency: string
  latitude: number
  longitude: number
}

export const places: readonly Place[] = [
  { city: 'Lisbon', country: 'Portugal', countryCode: 'PT', currency: 'EUR', latitude: 38.72, longitude: -9.14 },
  { city: 'Porto', country: 'Portugal', countryCode: 'PT', currency: 'EUR', latitude: 41.15, longitude: -8.61 },
  { city: 'Barcelona', country: 'Spain', countryCode: 'ES', currency: 'EUR', latitude: 41.39, longitude: 2.17 },
  { city: 'Seville', country: 'Spain', countryCode: 'ES', currency: 'EUR', latitude: 37.39, longitude: -5.98 },
  { city: 'Rome', country: 'Italy', countryCode: 'IT', currency: 'EUR', latitude: 41.9, longitude: 12.5 },
  { city: 'Florence', country: 'Italy', countryCode: 'IT', currency: 'EUR', latitude: 43.77, longitude: 11.26 },
  { city: 'Paris', country: 'France', countryCode: 'FR', currency: 'EUR', latitude: 48.86, longitude: 2.35 },
  { city: 'Nice', country: 'France', countryCode: 'FR', currency: 'EUR', latitude: 43.7, longitude: 7.27 },
  { city: 'Amsterdam', country: 'Netherlands', countryCode: 'NL', currency: 'EUR', latitude: 52.37, longitude: 4.9 },
  { city: 'Berlin', country: 'Germany', countryCode: 'DE', currency: 'EUR', latitude: 52.52, longitude: 13.4 },
  { city: 'Vienna', country: 'Austria', countryCode: 'AT', currency: 'EUR', latitude: 48.21, longitude: 16.37 },
  { city: 'Prague', country: 'Czechia', countryCode: 'CZ', currency: 'CZK', latitude: 50.08, longitude: 14.44 },
  { city: 'London', country: 'United Kingdom', countryCode: 'GB', currency: 'GBP', latitude: 51.51, longitude: -0.13 },
  { city: 'Edinburgh', country: 'United Kingdom', countryCode: 'GB', currency: 'GBP', latitude: 55.95, longitude: -3.19 },
  { city: 'Reykjavik', country: 'Iceland', countryCode: 'IS', currency: 'ISK', latitude: 64.15, longitude: -21.94 },
  { city: 'New York', country: 'United States', countryCode: 'US', currency: 'USD', latitude: 40.71, longitude: -74.01 },
  { city: 'San Francisco', country: 'United States', countryCode: 'US', currency: 'USD', latitude: 37.77, longitude: -122.42 },
  { city: 'Mexico City', country: 'Mexico', countryCode: 'MX', currency: 'MXN', latitude: 19.43, longitude: -99.13 },
  { city: 'Cusco', country: 'Peru', countryCode: 'PE', currency: 'PEN', latitude: -13.53, longitude: -71.97 },
  { city: 'Cape Town', country: 'South Africa', countryCode: 'ZA', currency: 'ZAR', latitude: -33.92, longitude: 18.42 },
  { city: 'Marrakesh', country: 'Morocco', countryCode: 'MA', currency: 'MAD', latitude: 31.63, longitude: -8.01 },
  { city: 'Istanbul', country: 'Türkiye', countryCode: 'TR', currency: 'TRY', latitude: 41.01, longitude: 28.98 },
  { city: 'Dubai', country: 'United Arab Emirates', countryCode: 'AE', currency: 'AED', latitude: 25.2, longitude: 55.27 },
  { city: 'Bangkok', country: 'Thailand', countryCode: 'TH', currency: 'THB', latitude: 13.76, longitude: 100.5 },
  { city: 'Kyoto', country: 'Japan', countryCode: 'JP', currency: 'JPY', latitude: 35.01, longitude: 135.77 },
  { city: 'Tokyo', country: 'Japan', countryCode: 'JP', currency: 'JPY', latitude: 35.68, longitude: 139.69 },
  { city: 'Sydney', country: 'Australia', countryCode: 'AU', currency: 'AUD', latitude: -33.87, longitude: 151.21 },
  { city: 'Queenstown', country: 'New Zealand', countryCode: 'NZ', currency: 'NZD', latitude: -45.03, longitude: 168.66 },
]
