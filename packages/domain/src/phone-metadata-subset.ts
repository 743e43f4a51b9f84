import type { MetadataJson } from 'libphonenumber-js/core';

/** The part of libphonenumber-js metadata that reads Indian numbers (+91) and nothing else. */
export function indiaMobileMetadata(world: MetadataJson): MetadataJson {
  return {
    version: world.version,
    country_calling_codes: { 91: world.country_calling_codes['91'] ?? ['IN'] },
    countries: { IN: world.countries.IN! },
    nonGeographic: {},
  } as MetadataJson;
}
