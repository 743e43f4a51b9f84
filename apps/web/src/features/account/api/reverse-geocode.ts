import { api } from '../../../lib/api-client';

export interface GeocodedAddress {
  house_number?: string;
  road?: string;
  suburb?: string;
  city?: string;
  state?: string;
  postcode?: string;
}

export const reverseGeocode = (latitude: number, longitude: number) =>
  api<{ address: GeocodedAddress | null }>(`geo/reverse?lat=${latitude}&lon=${longitude}`).then((data) => data.address);

/** One address line from the geocoder's parts, skipping the missing ones. */
export function addressLine(address: GeocodedAddress): string {
  return [address.house_number, address.road, address.suburb, address.city, address.state].filter(Boolean).join(', ');
}
