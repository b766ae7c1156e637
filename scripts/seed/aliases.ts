/**
 * Names people type that GeoNames' alternate names (our 2023 snapshot) do not carry: towns
 * renamed since, and a few names in the product's languages. Old names such as Bombay, Saigon,
 * Peking, Calcutta, Leningrad or Muenchen come with GeoNames itself (the place search tests
 * check a list of them). Each alias names its town by a name GeoNames has; the largest such
 * town in the country takes it.
 */
export interface PlaceAlias {
  alias: string;
  name: string;
  country: string;
}

export const PLACE_ALIASES: PlaceAlias[] = [
  // Renamed in 2023 and 2024.
  { alias: 'Chhatrapati Sambhajinagar', name: 'Aurangabad', country: 'IN' },
  { alias: 'Sambhajinagar', name: 'Aurangabad', country: 'IN' },
  { alias: 'Ahilyanagar', name: 'Ahmadnagar', country: 'IN' },
  { alias: 'Dharashiv', name: 'Osmanabad', country: 'IN' },
  { alias: 'Sri Vijaya Puram', name: 'Port Blair', country: 'IN' },
  { alias: 'Gurugram', name: 'Gurgaon', country: 'IN' },
  // Serbian.
  { alias: 'Carigrad', name: 'Istanbul', country: 'TR' },
  { alias: 'Цариград', name: 'Istanbul', country: 'TR' },
];
