import {
  dataRows,
  expect,
  openSignedIn,
  signIn,
  test,
  toServiceRequest,
  type ServiceRequest,
} from './fixtures'

// A service whose records have names no code would choose: accents, spaces, an "@", and names
// bracket notation can't carry, or that would reach a prototype.
const people = [
  { id: 'p1', prénom: 'Zoé', 'first name': 'Ada', '@type': 'Person', 'tags[0]': 'a', prototype: 1 },
  { id: 'p2', prénom: 'Léa', 'first name': 'Bo', '@type': 'Robot', 'tags[0]': 'b', prototype: 2 },
]

test('any attribute the records have is sorted and filtered, percent-encoded, and the URL keeps it', async ({
  page,
}) => {
  const requests: ServiceRequest[] = []
  const urls: string[] = []
  await page.route('**/api/people?**', (route) => {
    urls.push(route.request().url())
    requests.push(toServiceRequest(route.request()))
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ data: people, total: people.length }),
    })
  })
  await openSignedIn(page, '/people')

  const prenom = page.getByRole('columnheader', { name: /\(prénom\)$/ })
  await prenom.getByRole('button').click()
  await expect(page).toHaveURL('/people?sorting[pr%C3%A9nom]=ASC')
  await expect(prenom).toHaveAttribute('aria-sort', 'ascending')

  const filter = page.getByRole('combobox', { name: 'Filter prénom' })
  await filter.fill('Zoé')
  await filter.press('Enter')
  const search = 'filters[pr%C3%A9nom]=Zo%C3%A9&sorting[pr%C3%A9nom]=ASC'
  await expect(page).toHaveURL(`/people?${search}`)
  await expect.poll(() => urls.some((url) => url.includes(search))).toBe(true)
  expect(requests.at(-1)?.query).toMatchObject({
    filters: { prénom: 'Zoé' },
    sorting: { prénom: 'ASC' },
  })

  const firstName = page.getByRole('combobox', { name: 'Filter first name' })
  await firstName.fill('Ada')
  await firstName.press('Enter')
  await expect(page).toHaveURL(
    '/people?filters[pr%C3%A9nom]=Zo%C3%A9&filters[first+name]=Ada&sorting[pr%C3%A9nom]=ASC',
  )
  await page
    .getByRole('columnheader', { name: /@type/ })
    .getByRole('button')
    .click({ modifiers: ['Shift'] })
  const all =
    'filters[pr%C3%A9nom]=Zo%C3%A9&filters[first+name]=Ada&sorting[pr%C3%A9nom]=ASC&sorting[%40type]=ASC'
  await expect(page).toHaveURL(`/people?${all}`)
  await expect.poll(() => urls.some((url) => url.includes(all))).toBe(true)

  // Names brackets can't carry, and prototype keys, show as columns and offer nothing.
  for (const name of [/tags\[0\]/, /^Prototype/]) {
    const header = page.getByRole('columnheader', { name })
    await expect(header).toBeVisible()
    await expect(header.getByRole('button')).toHaveCount(0)
  }
  await expect(page.getByRole('combobox', { name: 'Filter tags[0]' })).toHaveCount(0)
  await expect(page.getByRole('combobox', { name: 'Filter prototype' })).toHaveCount(0)

  // A reload keeps every part: nothing to correct.
  await page.reload()
  await expect(dataRows(page).first()).toBeVisible()
  await expect(page).toHaveURL(`/people?${all}`)
  await expect(page.getByRole('combobox', { name: 'Filter prénom' })).toHaveValue('Zoé')
  await expect(page.getByRole('combobox', { name: 'Filter first name' })).toHaveValue('Ada')
  await expect(page.getByRole('columnheader', { name: /@type/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  await expect(page.getByText('This link had parts the console could not use')).toHaveCount(0)
})

test('a sort the service refuses: said in words, its request shown, and not offered again', async ({
  page,
}) => {
  // No booking matches and none was seen: the columns are the configured ones, `customer.name`
  // among them, which the demo API filters by but refuses to sort by (a nested field there).
  const emptyView = '/bookings?filters[status]=NOPE'
  await page.goto(emptyView)
  await signIn(page)
  await expect(page).toHaveURL(emptyView)
  await expect(page.getByText('No bookings match')).toBeVisible()

  const header = page.getByRole('columnheader', { name: /\(customer\.name\)$/ })
  await header.getByRole('button').click()
  await expect(page).toHaveURL(`${emptyView}&sorting[customer.name]=ASC`)
  const alert = page.getByRole('alert')
  await expect(alert).toContainText("The service can't sort by Customer name")
  await page.getByRole('button', { name: 'Request', exact: true }).click()
  const request = page.getByRole('region', { name: 'Request' })
  await expect(request).toContainText('sorting[customer.name]=ASC')
  await expect(request).toContainText(/400 · \d+ ms/)
  await expect(request).not.toContainText('loading…')

  await alert.getByRole('button', { name: 'Remove sort by Customer name' }).click()
  await expect(page).toHaveURL(emptyView)
  await expect(page.getByRole('alert')).toHaveCount(0)
  const notOffered = async () => {
    await expect(header).toHaveAccessibleDescription("The service can't sort by this")
    await expect(header.getByRole('button')).toHaveCount(0)
    // Refused as a sort only: still filtered by, and other columns still sort.
    await expect(page.getByRole('combobox', { name: 'Filter customer.name' })).toBeVisible()
    const reference = page.getByRole('columnheader', { name: /\(reference\)$/ })
    await expect(reference.getByRole('button')).toHaveCount(1)
  }
  await notOffered()
  // Remembered for bookings at this Base URL.
  await page.reload()
  await expect(page.getByText('No bookings match')).toBeVisible()
  await notOffered()

  // Forgotten on sign-out, like the rest of what the service showed.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL('/sign-in')
  await page.goto(emptyView)
  await signIn(page)
  await expect(page.getByText('No bookings match')).toBeVisible()
  await expect(header.getByRole('button')).toHaveCount(1)
})
