/**
 * First-level regions (GeoNames admin1 codes) with their names and postal abbreviations,
 * written by us for the countries whose people name their region when giving a birthplace.
 */
export interface RegionRow {
  country: string;
  code: string;
  name: string;
  abbreviation?: string;
}

const US: [string, string][] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'],
  ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'],
  ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'],
  ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'],
  ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

// GeoNames numbers Australian and Canadian regions; people write the postal abbreviation.
const AU: [string, string, string][] = [
  ['01', 'Australian Capital Territory', 'ACT'], ['02', 'New South Wales', 'NSW'], ['03', 'Northern Territory', 'NT'],
  ['04', 'Queensland', 'QLD'], ['05', 'South Australia', 'SA'], ['06', 'Tasmania', 'TAS'], ['07', 'Victoria', 'VIC'],
  ['08', 'Western Australia', 'WA'],
];

const CA: [string, string, string][] = [
  ['01', 'Alberta', 'AB'], ['02', 'British Columbia', 'BC'], ['03', 'Manitoba', 'MB'], ['04', 'New Brunswick', 'NB'],
  ['05', 'Newfoundland and Labrador', 'NL'], ['07', 'Nova Scotia', 'NS'], ['08', 'Ontario', 'ON'],
  ['09', 'Prince Edward Island', 'PE'], ['10', 'Quebec', 'QC'], ['11', 'Saskatchewan', 'SK'], ['12', 'Yukon', 'YT'],
  ['13', 'Northwest Territories', 'NT'], ['14', 'Nunavut', 'NU'],
];

export const REGIONS: RegionRow[] = [
  ...US.map(([code, name]) => ({ country: 'US', code, name, abbreviation: code })),
  ...AU.map(([code, name, abbreviation]) => ({ country: 'AU', code, name, abbreviation })),
  ...CA.map(([code, name, abbreviation]) => ({ country: 'CA', code, name, abbreviation })),
];
