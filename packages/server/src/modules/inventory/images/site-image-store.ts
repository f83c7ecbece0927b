import type { Config } from '../../../config.ts';
import { localImageStore } from './local-image-store.ts';
import { s3ImageStore } from './s3-image-store.ts';

/** What an uploaded object turned out to be when it is attached to a site. */
export type UploadCheck = { state: 'image' } | { state: 'missing' } | { state: 'refused'; reason: string };

/**
 * Where site images live. Both stores speak the same signed-URL flow (decision 0014): the server signs
 * a PUT URL, the browser sends the file straight to it, the server checks what arrived before a site
 * points at it, and pages show signed GET URLs. Keys are always `site_maps/{user}/{file}`.
 */
export interface SiteImageStore {
  /** The origin the browser PUTs to and loads images from, when it is not our own (for the CSP). */
  browserOrigin(): Promise<string | null>;
  /** A URL that takes exactly this file by PUT for a while (UPLOAD_URL_SECONDS). */
  uploadUrl(key: string, file: { type: string; size?: number }): Promise<string>;
  /** A URL that shows the image for a while (about VIEW_URL_SECONDS), stable within the hour. */
  viewUrl(key: string): Promise<string>;
  /** Is the uploaded object there, at most 10 MB and an image by its first bytes? */
  checkUpload(key: string): Promise<UploadCheck>;
  /** The stored bytes, for the server's own use (the deck's photos); null when the object is gone. */
  read(key: string): Promise<Buffer | null>;
}

/** A stored image key as a signed GET URL of the store; an absolute URL (an older link) as it is. */
export async function imageUrl(images: SiteImageStore, key: string | null): Promise<string | null> {
  if (!key) return null;
  return /^https?:\/\//.test(key) ? key : images.viewUrl(key);
}

/** S3 when S3_BUCKET is set (the config makes sure its keys are too), else local disk: the default. */
export function createSiteImageStore(
  config: Config,
  onFailure?: (failure: { operation: string; status?: number; code: string }) => void,
): SiteImageStore {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY)
    return s3ImageStore({
      bucket: S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
      timeoutMs: config.INTEGRATION_TIMEOUT_MS,
      attempts: config.INTEGRATION_ATTEMPTS,
      onFailure,
    });
  return localImageStore(config.APP_SECRET, config.DATA_DIR);
}
