import type { GeocodedAddress } from '@padstore/domain';
import { api } from '../../../lib/api-client';

export const reverseGeocode = (latitude: number, longitude: number) =>
  api('GET geo/reverse', { query: { lat: latitude, lon: longitude } }).then((data) => data.address);

/** One address line from the geocoder's parts, skipping the missing ones. */
export function addressLine(address: GeocodedAddress): string {
  return [address.house_number, address.road, address.suburb, address.city, address.state].filter(Boolean).join(', ');
}
