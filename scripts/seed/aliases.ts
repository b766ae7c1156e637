/** Old and alternate names people still type, mapped to the town GeoNames lists today. */
export interface PlaceAlias {
  alias: string;
  name: string;
  country: string;
}

export const PLACE_ALIASES: PlaceAlias[] = [
  { alias: 'Bombay', name: 'Mumbai', country: 'IN' },
  { alias: 'Calcutta', name: 'Kolkata', country: 'IN' },
  { alias: 'Madras', name: 'Chennai', country: 'IN' },
  { alias: 'Bangalore', name: 'Bengaluru', country: 'IN' },
  { alias: 'Poona', name: 'Pune', country: 'IN' },
  { alias: 'Benares', name: 'Varanasi', country: 'IN' },
  { alias: 'Saigon', name: 'Ho Chi Minh City', country: 'VN' },
  { alias: 'Peking', name: 'Beijing', country: 'CN' },
  { alias: 'Canton', name: 'Guangzhou', country: 'CN' },
  { alias: 'Leningrad', name: 'Saint Petersburg', country: 'RU' },
  { alias: 'St Petersburg', name: 'Saint Petersburg', country: 'RU' },
  { alias: 'Petrograd', name: 'Saint Petersburg', country: 'RU' },
  { alias: 'Stalingrad', name: 'Volgograd', country: 'RU' },
  { alias: 'Sverdlovsk', name: 'Yekaterinburg', country: 'RU' },
  { alias: 'Muenchen', name: 'Munich', country: 'DE' },
  { alias: 'München', name: 'Munich', country: 'DE' },
  { alias: 'Koeln', name: 'Cologne', country: 'DE' },
  { alias: 'Köln', name: 'Cologne', country: 'DE' },
  { alias: 'Nuernberg', name: 'Nuremberg', country: 'DE' },
  { alias: 'Wien', name: 'Vienna', country: 'AT' },
  { alias: 'Praha', name: 'Prague', country: 'CZ' },
  { alias: 'Warszawa', name: 'Warsaw', country: 'PL' },
  { alias: 'Roma', name: 'Rome', country: 'IT' },
  { alias: 'Milano', name: 'Milan', country: 'IT' },
  { alias: 'Firenze', name: 'Florence', country: 'IT' },
  { alias: 'Napoli', name: 'Naples', country: 'IT' },
  { alias: 'Venezia', name: 'Venice', country: 'IT' },
  { alias: 'Lisboa', name: 'Lisbon', country: 'PT' },
  { alias: 'Beograd', name: 'Belgrade', country: 'RS' },
  { alias: 'Београд', name: 'Belgrade', country: 'RS' },
  { alias: 'Kiev', name: 'Kyiv', country: 'UA' },
  { alias: 'Rangoon', name: 'Yangon', country: 'MM' },
  { alias: 'Constantinople', name: 'Istanbul', country: 'TR' },
  { alias: 'Batavia', name: 'Jakarta', country: 'ID' },
  { alias: 'Salisbury', name: 'Harare', country: 'ZW' },
  { alias: 'New York City', name: 'New York', country: 'US' },
  { alias: 'NYC', name: 'New York', country: 'US' },
  { alias: 'LA', name: 'Los Angeles', country: 'US' },
];
