import { z } from 'zod';

export const PlaceSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type at least one character').max(200, 'At most 200 characters'),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const PlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** "City, Region, Country" */
  displayName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string(),
  countryCode: z.string(),
  /** The country's everyday English name ("United States"). */
  country: z.string(),
  region: z.string().nullable(),
  population: z.number().int(),
});
export type Place = z.infer<typeof PlaceSchema>;

export const PlaceSearchResponseSchema = z.object({
  places: z.array(PlaceSchema),
  /** Several places match about equally: a birth chart for this text answers PLACE_AMBIGUOUS (decision 022). */
  ambiguous: z.boolean(),
});
export type PlaceSearchResponse = z.infer<typeof PlaceSearchResponseSchema>;
