import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { addressLine, reverseGeocode } from '../api/reverse-geocode';

const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };

/**
 * Finds the device's position and turns it into an address through the store's geocoder proxy,
 * with the specification's four messages for what can go wrong.
 */
export function useCurrentLocation(onAddress: (address: string, pinCode: string) => void) {
  const t = useT();
  const [locating, setLocating] = useState(false);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      notify.error(t('Geolocation is not supported by this browser.'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        try {
          const address = await reverseGeocode(position.coords.latitude, position.coords.longitude);
          const line = address ? addressLine(address) : '';
          if (!address || !line) notify.error(t("Couldn't determine address from location."));
          else onAddress(line, address.postcode?.replace(/\s/g, '') ?? '');
        } catch {
          notify.error(t('Failed to get address from location.'));
        } finally {
          setLocating(false);
        }
      },
      (error) => {
        notify.error(t('Error accessing location: {reason}', { reason: error.message }));
        setLocating(false);
      },
      GEOLOCATION_OPTIONS,
    );
  };

  return { locate, locating };
}
