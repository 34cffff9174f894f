/** /api/userLibrary* calls. */
import { z } from 'zod';
import { API_PATHS } from './paths.ts';
import { emptyPayload, id, timestamp } from './common.ts';

/** Library tabs: PRIVATE holds the user's private items, LIBRARY the instance's shared ones. */
export const libraryVisibilitySchema = z.enum(['private', 'shared']);
/** Source type: managed items come with a connector (read-only, for every instance with its tables). */
export const librarySourceTypeSchema = z.enum(['managed', 'user']);
export const libraryTopicSchema = z.object({ id, name: z.string() });
/** A saved table design; definition is the designer's structured query, stored as given. */
export const libraryItemSchema = z.object({
  id,
  title: z.string(),
  description: z.string().nullable(),
  topicId: id.nullable(),
  visibility: libraryVisibilitySchema,
  sourceType: librarySourceTypeSchema,
  /** Null for a managed item: nobody owns it. */
  owner: z.object({ userId: z.string(), name: z.string() }).nullable(),
  /** The caller owns it: only then may they change or remove it. */
  mine: z.boolean(),
  favorite: z.boolean(),
  definition: z.record(z.string(), z.json()),
  created: timestamp,
  updated: timestamp,
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

export const userLibraryResponseSchema = z.object({
  instanceId: id,
  topics: z.array(libraryTopicSchema),
  items: z.array(libraryItemSchema),
});
export const userLibrarySetPayloadSchema = z.object({
  item: z.object({
    /** Absent: a new item. Present: the caller's item to update. */
    id: id.optional(),
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000).nullable().optional(),
    topicId: id.nullable().optional(),
    visibility: libraryVisibilitySchema,
    definition: z.record(z.string(), z.json()),
  }),
});
export const userLibrarySetResponseSchema = z.object({ item: libraryItemSchema });
export const userLibraryTopicSetPayloadSchema = z.object({
  topic: z.object({ id: id.optional(), name: z.string().trim().min(1).max(100) }),
});
export const userLibraryTopicSetResponseSchema = z.object({ topic: libraryTopicSchema });
export const userLibraryTopicRemovePayloadSchema = z.object({ topicId: id });
export const userLibraryTopicRemoveResponseSchema = z.object({ topicId: id, removed: z.literal(true) });
export const userLibraryRemovePayloadSchema = z.object({ itemId: id });
export const userLibraryRemoveResponseSchema = z.object({ itemId: id, removed: z.literal(true) });
export const userLibraryFavoritePayloadSchema = z.object({
  userId: z.string(),
  itemId: id,
  favorite: z.boolean(),
});
export const userLibraryFavoriteResponseSchema = userLibraryFavoritePayloadSchema;

export const libraryContract = {
  [API_PATHS.userLibrary]: { payload: emptyPayload, response: userLibraryResponseSchema },
  [API_PATHS.userLibrarySet]: {
    payload: userLibrarySetPayloadSchema,
    response: userLibrarySetResponseSchema,
  },
  [API_PATHS.userLibraryTopicSet]: {
    payload: userLibraryTopicSetPayloadSchema,
    response: userLibraryTopicSetResponseSchema,
  },
  [API_PATHS.userLibraryTopicRemove]: {
    payload: userLibraryTopicRemovePayloadSchema,
    response: userLibraryTopicRemoveResponseSchema,
  },
  [API_PATHS.userLibraryRemove]: {
    payload: userLibraryRemovePayloadSchema,
    response: userLibraryRemoveResponseSchema,
  },
  [API_PATHS.userLibraryFavorite]: {
    payload: userLibraryFavoritePayloadSchema,
    response: userLibraryFavoriteResponseSchema,
  },
} as const;
