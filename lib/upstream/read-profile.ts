// The signed-in customer's profile as a restaurant's API written by someone else may send it:
// SPEC.md names isAuthenticated, favorites (code and type), name and lastName; the profile form
// also edits email and phone. It is made into our contract's shape (schemas/user.ts) before that
// checks it, and never fails for a field the customer has not filled in:
// - a null, blank or unreadable name or last name is none (the profile menu then says "Profile");
// - a null, blank or unreadable e-mail, phone or favourite shop is absent;
// - no favourites, or `favorites: null`, is none; a favourite that cannot be read is left out on
//   its own; a type in another case is ours, and a shop's id written as a number is its code;
// - no isAuthenticated is signed in: the API answered the customer's own token (a 401 is signed out);
// - unknown fields are ignored.
import { each, parsed, record, text } from './read-list.ts';
import { type Favorite, favoriteSchema, MAX_FAVORITES } from './schemas/user.ts';

// Made once: a zod schema costs far more to make than to use.
const checkFavorite = parsed(favoriteSchema);

const filled = (raw: unknown, max: number): string | undefined => text(raw, max)?.trim() || undefined;
const positiveInt = (raw: unknown): number | undefined => (Number.isSafeInteger(raw) && (raw as number) > 0 ? (raw as number) : undefined);

/** One favourite in our contract's shape, or undefined when it cannot be read. */
export function readFavorite(raw: unknown): Favorite | undefined {
  const favorite = record(raw);
  if (!favorite) return undefined;
  const code = positiveInt(favorite.code)?.toString() ?? favorite.code;
  const type = typeof favorite.type === 'string' ? favorite.type.trim().toLowerCase() : favorite.type;
  return checkFavorite({ code, type });
}

/**
 * The customer's favourites, each read on its own; `skipped` hears the code (quoted) or the place
 * in the list of each one left out. Not a list: none.
 */
export function readFavorites(raw: unknown, skipped: string[] = []): Favorite[] {
  return each(
    raw,
    (entry, index) => {
      const favorite = readFavorite(entry);
      if (!favorite) {
        const code = record(entry)?.code;
        skipped.push(typeof code === 'string' || typeof code === 'number' ? JSON.stringify(String(code).slice(0, 50)) : `at index ${index}`);
      }
      return favorite;
    },
    MAX_FAVORITES,
  );
}

/**
 * The profile in our contract's shape, for schemas/user.ts to check; `skipped` hears each
 * favourite left out. An answer that is not an object is handed on as it is (and fails that check).
 */
export function readProfile(raw: unknown, skipped: string[] = []): unknown {
  const profile = record(raw);
  if (!profile) return raw;
  const email = filled(profile.email, 254);
  const phone = filled(profile.phone, 30);
  const favoriteShopId = positiveInt(profile.favoriteShopId);
  return {
    isAuthenticated: typeof profile.isAuthenticated === 'boolean' ? profile.isAuthenticated : true,
    favorites: readFavorites(profile.favorites, skipped),
    name: filled(profile.name, 100) ?? null,
    lastName: filled(profile.lastName, 100) ?? null,
    ...(email === undefined ? {} : { email }),
    ...(phone === undefined ? {} : { phone }),
    ...(favoriteShopId === undefined ? {} : { favoriteShopId }),
  };
}
