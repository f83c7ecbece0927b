import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import type { SiteImageStore } from '../inventory/index.ts';
import { sitePhotoKeys } from './queries.ts';

/** A site's photo as the deck embeds it: a JPEG small enough that 200 of them make a mailable deck. */
export interface DeckPhoto {
  data: string;
  width: number;
  height: number;
}

/** 1280 × 860 fills the photo box of a wide slide at print quality; quality 72 keeps ~100–200 KB. */
const MAX_WIDTH = 1280;
const MAX_HEIGHT = 860;
/** Photos read and shrunk at once: enough to hide the store's latency, few enough to keep memory flat. */
const AT_ONCE = 4;

/** Downscaled once; an image sharp cannot read (or a 10 MB photo of an unreadable kind) has no photo. */
export async function shrinkPhoto(bytes: Buffer): Promise<DeckPhoto | null> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(MAX_WIDTH, MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data: `image/jpeg;base64,${data.toString('base64')}`, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/**
 * The photos of the deck's sites, by site id. A site without an image, an image gone from the store
 * or one that cannot be read keeps the slide's placeholder: a missing photo never fails the deck.
 */
export async function loadDeckPhotos(
  database: Database,
  images: SiteImageStore,
  siteIds: number[],
): Promise<Map<number, DeckPhoto>> {
  const keyed = await database.query(sitePhotoKeys(siteIds));
  const photos = new Map<number, DeckPhoto>();
  for (let start = 0; start < keyed.length; start += AT_ONCE) {
    await Promise.all(
      keyed.slice(start, start + AT_ONCE).map(async ({ id, site_map }) => {
        const bytes = await images.read(site_map).catch(() => null);
        const photo = bytes ? await shrinkPhoto(bytes) : null;
        if (photo) photos.set(id, photo);
      }),
    );
  }
  return photos;
}
