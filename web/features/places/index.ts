/** Places: the place field with gazetteer suggestions, places this device has used, the search. */
export { PlaceCombobox } from './place-combobox';
export { bestPlace, placeAlternatives, placeCandidates, searchPlaces } from './places-api';
export { type KnownPlace, recentMatch, recentPlaces, rememberPlace } from './recent-places';
