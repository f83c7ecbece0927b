import { open, readFile } from 'node:fs/promises';
import { MAX_IMAGE_BYTES } from '@plano/core';
import type { SiteImageStore, UploadCheck } from './site-image-store.ts';
import {
  imageTypeOf,
  keyPath,
  signedUrl,
  TOO_LARGE,
  UPLOAD_URL_SECONDS,
  VIEW_URL_SECONDS,
} from './site-images.ts';

/**
 * The default store: DATA_DIR/files/site_maps/…, reached through our own HMAC-signed /files URLs
 * (site-image-routes.ts checks each PUT as it arrives, so the check here only re-reads the head).
 */
export function localImageStore(secret: string, dataDir: string): SiteImageStore {
  return {
    browserOrigin: async () => null,
    uploadUrl: async (key) => signedUrl(secret, 'PUT', key, UPLOAD_URL_SECONDS),
    viewUrl: async (key) => signedUrl(secret, 'GET', key, VIEW_URL_SECONDS),
    read: (key) => readFile(keyPath(dataDir, key)).catch(() => null),
    checkUpload: async (key): Promise<UploadCheck> => {
      const file = await open(keyPath(dataDir, key), 'r').catch(() => null);
      if (!file) return { state: 'missing' };
      try {
        const info = await file.stat();
        if (!info.isFile()) return { state: 'missing' };
        if (info.size > MAX_IMAGE_BYTES) return { state: 'refused', reason: TOO_LARGE };
        const head = Buffer.alloc(16);
        const { bytesRead } = await file.read(head, 0, head.length, 0);
        return imageTypeOf(head.subarray(0, bytesRead))
          ? { state: 'image' }
          : { state: 'refused', reason: 'not an image' };
      } finally {
        await file.close();
      }
    },
  };
}
