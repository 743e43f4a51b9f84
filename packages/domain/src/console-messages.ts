/** What the operator console answers. */
export const CONSOLE_MESSAGES = {
  notFound: (what: string) => `${what} not found`,
  saved: (what: string) => `${what} saved`,
  brandExists: 'A brand with this name already exists',
  branchExists: 'A branch with this name already exists',
  sizeExists: 'This size already exists',
  sizeAdded: 'Size added',
  unknownBrandOrSize: 'Choose an existing brand and size',
  unknownPage: 'Unknown page',
  pinCodesAdded: (count: number) => `${count} pin codes added`,
  pinCodeNotServed: 'This branch does not serve that pin code',
  pinCodeRemoved: 'Pin code removed',
  stockBelowZero: 'Stock cannot go below zero',
  removed: (what: string) => `${what} removed`,
  orderMoved: (orderNumber: string, status: string) => `Order ${orderNumber} is now ${status.replace(/_/g, ' ')}`,
} as const;
