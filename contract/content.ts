import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { LocaleCodeSchema } from './locales.ts';
import { ArtworkSchema } from './structure-props.ts';
import { int32IdDigits } from './text.ts';

/** A category's pictures (commerce §7 GET /content/category/artwork): its cover and any extra artworks. */
export const CategoryArtworkSchema = v.object({
  categoryId: v.number(),
  /** Catalogue kind of the category (music-genre, video-category, game-genre, article-category …). */
  kind: v.string(),
  title: v.string(),
  imageUrl: v.string(),
  artworks: v.array(ArtworkSchema),
});
export type CategoryArtwork = v.InferOutput<typeof CategoryArtworkSchema>;

export const contentEndpoints = defineEndpoints({
  categoryArtwork: {
    method: 'GET',
    path: '/content/category/artwork',
    query: v.strictObject({
      categoryId: int32IdDigits('must be the id of a category'),
      lang: v.optional(LocaleCodeSchema),
    }),
    response: CategoryArtworkSchema,
  },
});
